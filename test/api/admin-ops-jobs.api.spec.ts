import { expect } from 'vitest';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, staffQuery as query } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import type { CertificateListRow, MegapodListRow, PodListRow } from '@portal/contracts';
import { defined } from '../support/defined';

/**
 * Staff operations on PostgreSQL (in process, with the in-process job runner): the reads on the demo's
 * pilot pod. Failed jobs with their retry through BullMQ are in admin-ops-jobs.e2e.spec.ts.
 */
describe('staff operations on PostgreSQL', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('reads the demo pilot’s pod, megapod and certificate from the read models on Postgres', async () => {
    const pods = await api.get<PodListRow[]>(`/admin/pods?${query({ sort: ['name', 'ASC'] })}`, admin);
    const pilot = defined(
      pods.body.find((pod) => pod.ta_name === 'Tomás Reyes'),
      'the pilot’s pod',
    );
    expect(pilot).toMatchObject({ course_name: 'Neuroscience Pilot Cohort', student_count: expect.any(Number) });
    const megapods = await api.get<MegapodListRow[]>(
      `/admin/megapods?${query({ filter: { course: pilot.course } })}`,
      admin,
    );
    expect(megapods.headers.get('content-range')).toBe('megapods 0-0/1');
    expect(megapods.body[0]).toMatchObject({ id: pilot.megapod, pods: 1 });
    // The job runner issues the seeded certificate after start: wait for it rather than race it.
    const sam = await eventually(async () => {
      const rows = (
        await api.get<CertificateListRow[]>(`/admin/certificates?${query({ filter: { course: pilot.course } })}`, admin)
      ).body;
      return rows.find((row) => row.email === 'student@example.org' && row.issued);
    }, 'the pilot certificate');
    expect(sam).toMatchObject({ completed_course: true, eligible: true, completed_survey: true });
    const payments = await api.get('/admin/payments', admin);
    expect([payments.status, payments.headers.get('content-range')]).toEqual([
      200,
      expect.stringMatching(/^payments /),
    ]);
  });
});
