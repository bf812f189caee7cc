import {
  STAFF_DECISION_KINDS_BY_ROLE,
  type ValidationErrorBody,
  type staffApplicationRecordSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, staffQuery as query } from './applications-fixtures';
import { decide } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';

type StaffApplicationRecord = z.infer<typeof staffApplicationRecordSchema>;

/** The demo's undecided mentors, and the per-role table of decisions the staff app offers (PGlite, in process). */
describe('staff decisions on the demo mentors', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const mentors = async (status: string) =>
    (await api.get(`/admin/applications?${query({ filter: { role: 'mentor', status } })}`, admin)).body as Array<{
      id: string;
      applicant_name: string;
    }>;

  it('holds three undecided mentor applications on a fresh start', async () => {
    const applied = await mentors('applied');
    expect(applied.map((mentor) => mentor.applicant_name).sort()).toEqual([
      'Lena Vogel',
      'Marta Mentor',
      'Tariq Nasser',
    ]);
  });

  it('approves a mentor, and refuses a mentor every decision the table does not list for mentors', async () => {
    expect(STAFF_DECISION_KINDS_BY_ROLE.mentor).not.toContain('offer');
    const [mentor] = await mentors('applied');
    const offered = await decide<Partial<ValidationErrorBody>>(api, admin, mentor.id, { decision: 'offer' });
    expect([offered.status, offered.body.decision?.[0]?.code]).toEqual([400, 'not_allowed']);
    const approved = await decide(api, admin, mentor.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect((await api.get<StaffApplicationRecord>(`/admin/applications/${mentor.id}`, admin)).body.status).toBe(
      'approved',
    );

    expect((await mentors('approved')).map((row) => row.id)).toContain(mentor.id);
  });
});
