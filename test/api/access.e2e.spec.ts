import { join } from 'node:path';
import type { UserView } from '@portal/contracts';
import { runNode } from '../support/run-node';
import { REPO_ROOT } from '../support/paths';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

// The built `npm run create-staff` CLI, run against the database of a built production portal.
describe('staff made from the command line', () => {
  let portal: RunningPortal;
  let api: ApiClient;

  beforeAll(async () => {
    portal = await startPortal('production');
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('makes staff with `npm run create-staff`, and grants a role to an existing account', async () => {
    const cli = (...args: string[]) =>
      runNode(join(REPO_ROOT, 'apps/api/dist/create-staff.js'), args, { ...process.env, ...portal.env });
    const usage = await cli('not-an-email', '--role', 'king');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run create-staff');
    const created = await cli('new.reviewer@example.org', '--role', 'reviewer');
    expect(created.status).toBe(0);
    const password = defined(/with the password (\S+)/.exec(created.stdout), 'the new password in the output')[1];
    const token = await api.signIn('new.reviewer@example.org', password);
    expect((await api.get<UserView>('/users/me/', token)).body.role).toBe('reviewer');
    expect((await cli('new.reviewer@example.org', '--role', 'admin', '--password', 'promoted-2026')).status).toBe(0);
    const promoted = await api.signIn('new.reviewer@example.org', 'promoted-2026');
    expect((await api.get<UserView>('/users/me/', promoted)).body.role).toBe('admin');
  });
});
