import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox } from '../support/mailbox';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { adminToken, staffQuery } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';

/** Every file under `dir`, at any depth. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The files under `dir` whose bytes hold any of `texts` (as UTF-8), by path from `dir`. */
async function filesHolding(dir: string, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    if (texts.some((text) => bytes.includes(Buffer.from(text)))) found.push(relative(dir, file));
  }
  return found;
}

/**
 * Erasure removes every copy of a person the portal wrote, not only the log's and the read models'
 * (those are checked in audit-personal-data.e2e.spec.ts): the outbox folder of `.eml` files (without
 * SMTP_URL), PGlite's database files, and the portal's output (the access log's search addresses, the
 * outbox's lines, written by the in-process job runner here).
 */
describe.each(BACKENDS)('an erased person, on %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let person: TestApplicant;
  let theirs: string[];

  beforeAll(async () => {
    portal = await openPortal(deployment, { LOG_LEVEL: 'info' });
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    person = await newApplicant(portal, api, `Ximena${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`);
    const firstName = person.email.split('.')[0];
    theirs = [person.email, firstName, firstName.charAt(0).toUpperCase() + firstName.slice(1)];
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('leaves no file under DATA_DIR and no line of output with their address or name', async () => {
    const mail = new FileMailbox(portal.dataDir);
    expect((await api.post('/users/forgot-password/', { email: person.email })).status).toBe(200);
    await mail.next({ to: person.email, subject: 'Reset your password' });
    const lookups = [
      `/admin/applications?${staffQuery({ filter: { q: theirs[2] } })}`,
      `/admin/personal-data?email=${encodeURIComponent(person.email)}`,
    ];
    for (const lookup of lookups) expect((await api.get(lookup, admin)).status).toBe(200);
    // Before: their messages are in the outbox folder.
    expect(await filesHolding(mail.dir, theirs)).toHaveLength(2);

    expect((await api.post(`/admin/personal-data/${person.userId}/erase`, {}, admin)).status).toBe(200);

    // Their emails, and the database's old row versions (its tables' files, its write-ahead log), go in a
    // job after the erasure's commit.
    let left: string[] = [];
    await eventually(async () => {
      left = await filesHolding(portal.dataDir, theirs);
      return left.length === 0;
    }, 'no file under DATA_DIR to hold them').catch((error: unknown) => {
      throw new Error(`${String(error)}: ${left.join(', ')}`);
    });
    const output = portal.output();
    expect(output).toContain('email written to the outbox folder');
    expect(theirs.filter((text) => output.includes(text) || output.includes(encodeURIComponent(text)))).toEqual([]);
  }, 60_000);
});
