import { type Platform, loadConfig, openPlatform } from '@portal/platform';
import { createCourse } from '../api/applications-fixtures';
import type { ApiClient, ApiResponse } from '../api/identity-client';
import type { TestApplicant } from '../support/applicants';
import { SmtpMailbox } from '../support/mailbox';
import { globalLogAfterHorizon, readModelSnapshot, replayEverything, waitForDueJobs } from './support/consistency';
import { isDesignError } from './support/error-format';
import { clientsOf, emailLedger, verifiedApplicant } from './support/people';
import { type PortalCluster, startCluster } from './support/portal-cluster';
import { type CommandLog, profileSetup, studentApplication } from './support/workload';
import { ifSet } from '../support/if-set';

/**
 * LONG (about a minute and a half): two API and two worker processes on one Postgres and one Redis,
 * 2,000 writes from 17 concurrent clients. Afterwards every read model equals a fresh replay, every
 * accepted write left exactly its event, the global log reader sees every event, and every email
 * went out exactly once.
 */
const APPLICANTS = 8;
const WRITES_PER_LOOP = 110; // two loops per applicant: 8 × 2 × 110 = 1,760
const ADMIN_WRITES = 240; // 16 decisions and 224 cost-of-living edits: 2,000 in all
const COUNTRIES = ['GH', 'NG', 'KE', 'IN'];

describe('two API and two worker processes under 2,000 concurrent writes', () => {
  let cluster: PortalCluster;
  let mailbox: SmtpMailbox;
  let apis: ApiClient[];
  let platform: Platform;
  const log: CommandLog = [];

  beforeAll(async () => {
    mailbox = await SmtpMailbox.start();
    cluster = await startCluster({ apis: 2, workers: 2, env: { SMTP_URL: mailbox.url } });
    apis = clientsOf(cluster.apis);
    platform = await openPlatform(loadConfig(cluster.env), { applicationName: 'scale-out-test' });
  }, 120_000);
  afterAll(async () => {
    await ifSet(platform)?.close();
    await ifSet(cluster)?.stop();
    await ifSet(mailbox)?.stop();
  }, 60_000);

  it('loses nothing, duplicates nothing and keeps every read model equal to a replay', async () => {
    const admin = await apis[0].signIn('admin@example.org', 'demo-admin-2026');
    const newCourse = (season: number) => createCourse(apis[1], admin, { season });
    const [updated, decided] = [await newCourse(2091), await newCourse(2092)];
    const people: TestApplicant[] = await Promise.all(
      Array.from({ length: APPLICANTS }, (_, i) => verifiedApplicant(apis[i % 2], mailbox, `Load${i}`)),
    );
    const setups = await Promise.all(people.map((person, i) => profileSetup(apis[i % 2], person)));
    const toUpdate = await Promise.all(people.map((person, i) => studentApplication(apis[i % 2], person, updated)));
    const toDecide = await Promise.all(
      people.map((person, i) => studentApplication(apis[(i + 1) % 2], person, decided)),
    );

    const record = async (stream: string, type: string, call: Promise<ApiResponse>) => {
      const response = await call;
      log.push({ stream, type, status: response.status, body: response.body });
    };
    const applicantLoop = (index: number, loop: 'a' | 'b') => async () => {
      const person = people[index];
      for (let i = 0; i < WRITES_PER_LOOP; i++) {
        const api = apis[(i + (loop === 'a' ? 0 : 1)) % 2];
        const text = `${loop}-${i}`;
        if (i % 3 === 0)
          await record(
            `user-${person.userId}`,
            'ProfileEdited',
            api.request('PATCH', '/users/me/', {
              token: person.token,
              json: { first_name: `Load ${text}` },
            }),
          );
        else if (i % 3 === 1)
          await record(
            `profile-${person.userId}`,
            'GeneralInfoSaved',
            api.request('PATCH', `/users/general-info/${setups[index].generalInfoId}/`, {
              token: person.token,
              json: { text_about_research_and_interests: `Research ${text}` },
            }),
          );
        else
          await record(
            `application-${toUpdate[index]}`,
            'ApplicationUpdated',
            api.request('PATCH', `/courses/student-applications/${toUpdate[index]}/`, {
              token: person.token,
              json: { about_educational_background: `Background ${text}` },
            }),
          );
      }
    };
    const adminLoop = async () => {
      for (let i = 0; i < ADMIN_WRITES; i++) {
        const api = apis[i % 2];
        if (i < 2 * APPLICANTS) {
          const id = toDecide[i % APPLICANTS];
          const [decision, event] = i < APPLICANTS ? ['waitlist', 'ApplicationDecided'] : ['offer', 'OfferMade'];
          await record(`application-${id}`, event, api.post(`/admin/applications/${id}/decide/`, { decision }, admin));
        } else {
          const code = COUNTRIES[i % COUNTRIES.length];
          // Distinct values, so every accepted edit is a change and records one event.
          await record(
            `cola-${code}`,
            'ColaSet',
            api.request('PUT', `/admin/cola/${code}`, {
              token: admin,
              json: { cola: Number((0.5 + i / 1000).toFixed(4)) },
            }),
          );
        }
      }
    };
    const loops = people.flatMap((_, i) => [applicantLoop(i, 'a'), applicantLoop(i, 'b')]);
    await Promise.all([...loops, adminLoop].map((loop) => loop()));
    expect(log).toHaveLength(2000);

    // Every write succeeded or was refused in the error format; conflicts are a clear 409, never a 5xx.
    const refused = log.filter((entry) => entry.status >= 300);
    const unexpected = refused.filter((entry) => !(entry.status === 409 && isDesignError(entry.status, entry.body)));
    expect([
      ...new Set(unexpected.map((entry) => `${entry.type} ${entry.status} ${JSON.stringify(entry.body)}`)),
    ]).toEqual([]);
    expect(refused.length).toBeLessThan(log.length / 10);

    // Every accepted write is exactly one event of its kind on its stream (the values always change).
    const accepted = new Map<string, number>();
    for (const entry of log.filter((e) => e.status < 300))
      accepted.set(`${entry.stream} ${entry.type}`, (accepted.get(`${entry.stream} ${entry.type}`) ?? 0) + 1);
    const { rows } = await cluster.db.query<{ key: string; n: number }>(
      "SELECT stream_id || ' ' || type AS key, count(*)::int AS n FROM events WHERE stream_id = ANY($1) GROUP BY 1",
      [[...new Set(log.map((entry) => entry.stream))]],
    );
    const recorded = new Map(rows.map((row) => [row.key, row.n]));
    for (const setup of setups)
      recorded.set(
        `profile-${setup.userId} GeneralInfoSaved`,
        (recorded.get(`profile-${setup.userId} GeneralInfoSaved`) ?? 0) - 1,
      );
    for (const [key, count] of accepted) expect([key, recorded.get(key)]).toEqual([key, count]);

    await waitForDueJobs(cluster.db, 60_000, 'the emails of the run');
    // The product's global reader sees each event of the table exactly once.
    const { stored, read } = await globalLogAfterHorizon(platform.store, cluster.db);
    expect(read.length).toBe(new Set(read).size);
    const seen = new Set(read);
    expect(stored.filter((id) => !seen.has(id))).toEqual([]);

    // Emails: a verification each and two decisions each, every one delivered exactly once.
    const emails = await emailLedger(cluster.db, mailbox);
    expect(emails.failed).toEqual([]);
    expect(emails.duplicatesRecorded).toBe(0);
    expect(emails.received).toEqual(emails.recorded);
    expect(emails.recorded.length).toBeGreaterThanOrEqual(APPLICANTS * 3);

    const before = await readModelSnapshot(cluster.db);
    await replayEverything(cluster.env);
    expect(await readModelSnapshot(cluster.db)).toEqual(before);
  }, 400_000);
});
