import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { REPO_ROOT } from '../support/paths';
import { runNode } from '../support/run-node';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ApiClient } from './identity-client';

describe('an embedded portal whose master key is rotated', () => {
  let portal: RunningPortal;
  let applicant: TestApplicant;
  let resetLink: string;

  const rotate = () =>
    runNode(join(REPO_ROOT, 'apps/api/dist/rotate-master-key.js'), [], { ...process.env, ...portal.env });
  const keyFile = () => readFileSync(join(portal.dataDir, 'master.key'), 'utf8');

  beforeAll(async () => {
    portal = await startPortal('embedded');
    const api = new ApiClient(portal.baseUrl);
    applicant = await newApplicant(portal, api, 'Rotated');
    await api.post('/users/forgot-password/', { email: applicant.email });
    const reset = await new FileMailbox(portal.dataDir).next({ to: applicant.email, subject: 'Reset your password' });
    resetLink = tokenIn(reset, '/reset-password');
  }, 180_000);
  afterAll(() => ifSet(portal)?.stop());

  it('is refused while the portal runs, and changes nothing', async () => {
    const before = keyFile();
    const refused = await rotate();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Nothing was changed.');
    expect(keyFile()).toBe(before);
  });

  it('keeps an account made before: it signs in by email, its profile reads back, a reset link sent before works', async () => {
    const oldKey = keyFile();
    await portal.stop();
    const rotated = await rotate();
    expect(rotated.stdout).toContain('Re-wrapped');
    expect(rotated.status).toBe(0);
    expect(keyFile()).not.toBe(oldKey);
    portal = await startPortal('embedded', { DATA_DIR: portal.dataDir });
    const api = new ApiClient(portal.baseUrl);
    const token = await api.signIn(applicant.email, applicant.password);
    const me = (await api.get<UserView>('/users/me/', token)).body;
    expect([me.id, me.email, me.first_name, me.last_name]).toEqual([
      applicant.userId,
      applicant.email,
      'Rotated',
      'Applicant',
    ]);
    const reset = await api.post('/users/reset-password/', { token: resetLink, password: 'rotated-pass-2' });
    expect(reset.status).toBe(200);
    expect(await api.signIn(applicant.email, 'rotated-pass-2')).toBeTruthy();
  });
});
