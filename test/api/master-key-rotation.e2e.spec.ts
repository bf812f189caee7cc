import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { REPO_ROOT } from '../support/paths';
import { runNode } from '../support/run-node';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { type TestDatabase, openTestDatabase } from '../support/test-databases';
import { ApiClient } from './identity-client';

// The built `npm run rotate-master-key` script, run against a portal's database and key file: built processes only.
const ROTATE = join(REPO_ROOT, 'apps/api/dist/rotate-master-key.js');

describe('an embedded portal whose master key is rotated', () => {
  let portal: RunningPortal;
  let applicant: TestApplicant;
  let resetLink: string;

  const rotate = () => runNode(ROTATE, [], { ...process.env, ...portal.env });
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

describe('`npm run rotate-master-key` in production', () => {
  let database: TestDatabase;
  const firstKey = randomBytes(32).toString('base64');
  const rotate = (currentKey: string, ...args: string[]) =>
    runNode(ROTATE, args, { ...process.env, DATABASE_URL: database.url, PERSONAL_DATA_MASTER_KEY: currentKey });

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { max: 1 });
  });
  afterAll(() => database.dispose());

  it('prints the key it generates, then refuses the retired key and a malformed new one', async () => {
    const generated = await rotate(firstKey);
    expect(generated.status).toBe(0);
    const newKey = /New master key: (\S+)/.exec(generated.stdout)?.[1] ?? '';
    expect(Buffer.from(newKey, 'base64')).toHaveLength(32);
    const retired = await rotate(firstKey, '--new-key', randomBytes(32).toString('base64'));
    expect(retired.status).toBe(1);
    expect(retired.stderr).toContain('does not open this database');
    expect(retired.stderr).toContain('Nothing was changed.');
    const malformed = await rotate(newKey, '--new-key', 'c2hvcnQ=');
    expect(malformed.stderr).toContain('Usage: npm run rotate-master-key');
    expect((await rotate(newKey, '--new-key', firstKey)).status).toBe(0);
  });
});
