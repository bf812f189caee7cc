import { expect } from 'vitest';
import { Client } from 'pg';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, fillProfile } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import type {
  AsOfView,
  DetailErrorBody,
  PersonSummary,
  PersonalDataExport,
  ProjectionStatus,
  StaffApplicationRow,
  StreamHistory,
  UserView,
  ValidationErrorBody,
} from '@portal/contracts';
import { defined } from '../support/defined';

/** Read models that kept plain copies of a person (projections/src/personal-data/erasures.projection.ts). */
const READ_MODELS = ['users', 'user_profiles', 'applications', 'user_sessions', 'social_accounts'];

/**
 * Export and erasure of one person's data (crypto-shredding), on PostgreSQL (in process), where the
 * test can also look into the database for leftovers.
 */
describe("a person's data, exported and erased", () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let db: Client;
  let admin: string;
  let adminId: string;
  let reviewer: string;
  let ada: TestApplicant;
  let bob: TestApplicant;
  let course: Course;
  const secret = (name: string) => `${name} studies the secret dendrites of zebrafish`;

  /** Rows of each read model (as text) that contain `text`, by table. */
  const leftovers = async (text: string) => {
    const found: Record<string, number> = {};
    for (const table of READ_MODELS) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM
 ${table} t WHERE t::text ILIKE $1`,
        [`%${text}%`],
      );
      if (rows[0].n > 0) found[table] = rows[0].n;
    }
    return found;
  };
  const rebuild = async (name: string) => {
    const started = await api.post(`/admin/projections/${name}/rebuild`, {}, admin);
    expect(started.status).toBe(202);
    const { rebuild: finished } = await eventually(async () => {
      const status = (await api.get<ProjectionStatus>(`/admin/projections/${name}`, admin)).body;
      return status.rebuild?.status === 'running' ? undefined : status;
    }, `the rebuild of ${name}`);
    expect(finished).toMatchObject({ status: 'done', error: null });
  };

  beforeAll(async () => {
    portal = await openPortal('postgres');
    db = new Client({ connectionString: portal.env.DATABASE_URL });
    await db.connect();
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    adminId = (await api.get<UserView>('/users/me/', admin)).body.id;
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    [ada, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    await fillProfile(api, ada.token, { text_about_research_and_interests: secret('Ada') });
    await fillProfile(api, bob.token, { text_about_research_and_interests: secret('Bob') });
    course = await freshCourse(api, admin);
    await apply(api, ada.token, course, 'student', { about_educational_background: secret('Ada') });
    await apply(api, bob.token, course, 'student', { about_educational_background: secret('Bob') });
  }, 90_000);
  afterAll(async () => {
    await ifSet(db)?.end();
    await ifSet(portal)?.stop();
  });

  it('finds a person by email and exports everything held about them, decrypted, without credentials', async () => {
    const found = await api.get(`/admin/personal-data?email=${encodeURIComponent(bob.email.toUpperCase())}`, admin);
    expect(found.body).toEqual([expect.objectContaining({ id: bob.userId, email: bob.email, erased_at: null })]);
    const exported = await api.get<PersonalDataExport>(`/admin/personal-data/${bob.userId}/export`, admin);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const { read_models: models, events } = exported.body;
    expect(models.account).toMatchObject({ id: bob.userId, email: bob.email, first_name: 'Bob' });
    expect(models.account?.password_hash).toBeUndefined();
    // Read-model rows are free-form JSON records in the contract.
    const generalInfo = defined(models.profile, 'the profile').general_info as Record<string, unknown>;
    expect(generalInfo.text_about_research_and_interests).toBe(secret('Bob'));
    expect(models.applications).toHaveLength(1);
    const types = events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'GeneralInfoSaved', 'ApplicationSubmitted']));
    const submitted = defined(
      events.find((event) => event.type === 'ApplicationSubmitted'),
      'the submission',
    );
    expect((submitted.data.personal as Record<string, unknown>).about_educational_background).toBe(secret('Bob'));
    expect(exported.text).not.toContain('$argon2');
    // The export itself is on the record, with the admin who took it.
    const recorded = events.filter((event) => event.type === 'PersonalDataExported');
    expect(recorded).toEqual([expect.objectContaining({ actor: adminId, stream_id: `user-${bob.userId}` })]);
    expect(exported.text).not.toContain(ada.email);
  });

  it("erases a person: their key, sign-in and read-model copies go, everyone else's stay", async () => {
    expect(await leftovers(secret('Ada'))).not.toEqual({});
    const erased = await api.post<PersonSummary>(`/admin/personal-data/${ada.userId}/erase`, {}, admin);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ id: ada.userId, first_name: '[erased]', email: '[erased]' });
    expect(erased.body.erased_at).not.toBeNull();

    expect(await leftovers(secret('Ada'))).toEqual({});
    expect(await leftovers(ada.email)).toEqual({});
    expect(await leftovers(secret('Bob'))).toEqual({ user_profiles: 1, applications: 1 });
    const { rows: keys } = await db.query('SELECT wrapped_key FROM personal_data_keys WHERE subject_id = $1', [
      ada.userId,
    ]);
    expect(keys).toEqual([{ wrapped_key: null }]);

    expect((await api.get('/users/me/', ada.token)).status).toBe(401);
    expect((await api.post('/users/sign-in/', { username: ada.email, password: ada.password })).status).toBe(400);

    // The log keeps the events, the erasure recorded with the admin who did it; the data reads '[erased]'.
    const log = await api.get<StreamHistory>(`/admin/streams/user-${ada.userId}`, admin);
    const types = log.body.events.map((event) => event.type);
    expect(types.at(-1)).toBe('PersonalDataErased');
    expect(log.body.events.at(-1)?.actor).toBe(adminId);
    expect(log.body.events[0].data).toMatchObject({ firstName: '[erased]', email: '[erased]' });
    const asOf = await api.get<AsOfView>(
      `/admin/as-of/user/${ada.userId}?at=${encodeURIComponent(new Date().toISOString())}`,
      admin,
    );
    expect((asOf.body.state as { account: unknown }).account).toEqual({ status: 'erased', userId: ada.userId });
  });

  it('replays the log after the erasure with the person still erased and the others intact', async () => {
    for (const name of ['users', 'user_profiles', 'applications', 'user_sessions']) await rebuild(name);
    expect(await leftovers(secret('Ada'))).toEqual({});
    expect(await leftovers(ada.email)).toEqual({});
    expect(await leftovers(secret('Bob'))).toEqual({ user_profiles: 1, applications: 1 });
    expect((await api.get('/users/me/', ada.token)).status).toBe(401);
    expect((await api.get<UserView>('/users/me/', bob.token)).body).toMatchObject({
      email: bob.email,
      first_name: 'Bob',
    });
    expect((await api.get(`/admin/personal-data/${ada.userId}`, admin)).body).toMatchObject({ first_name: '[erased]' });
    const staffView = await api.get<StaffApplicationRow[]>(
      `/admin/applications?filter=${encodeURIComponent(JSON.stringify({ course: course.id }))}`,
      admin,
    );
    expect(staffView.body.map((row) => row.email).sort()).toEqual(['[erased]', bob.email].sort());
  }, 90_000);

  it('frees the address for a new account', async () => {
    const again = await api.post('/users/sign-up/', {
      first_name: 'Ada',
      last_name: 'Again',
      email: ada.email,
      password: 'another-pass-1',
      confirm_password: 'another-pass-1',
    });
    expect(again.status).toBe(201);
  });

  it('refuses a second erasure, the own account and unknown people, changing nothing', async () => {
    const twice = await api.post<DetailErrorBody>(`/admin/personal-data/${ada.userId}/erase`, {}, admin);
    expect([twice.status, twice.body.code]).toEqual([400, 'already_erased']);
    const own = await api.post<DetailErrorBody>(`/admin/personal-data/${adminId}/erase`, {}, admin);
    expect([own.status, own.body.code]).toEqual([400, 'own_account']);
    expect((await api.get('/users/me/', admin)).status).toBe(200);
    expect((await api.post('/admin/personal-data/no-such-user/erase', {}, admin)).status).toBe(404);
    expect((await api.get('/admin/personal-data/no-such-user/export', admin)).status).toBe(404);
    const badEmail = await api.get<ValidationErrorBody>('/admin/personal-data?email=not-an-email', admin);
    expect([badEmail.status, badEmail.body.email[0].code]).toEqual([400, 'invalid']);
  });

  it('is for admins only', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', `/admin/personal-data?email=${encodeURIComponent(bob.email)}`],
      ['GET', `/admin/personal-data/${bob.userId}`],
      ['GET', `/admin/personal-data/${bob.userId}/export`],
      ['POST', `/admin/personal-data/${bob.userId}/erase`],
    ];
    for (const [method, path] of routes) {
      const call = (token?: string) => api.request(method, path, { token, json: method === 'POST' ? {} : undefined });
      expect([path, (await call(bob.token)).status]).toEqual([path, 403]);
      expect([path, (await call(reviewer)).status]).toEqual([path, 403]);
      expect([path, (await call()).status]).toEqual([path, 401]);
    }
    expect((await api.get<UserView>('/users/me/', bob.token)).body.first_name).toBe('Bob');
  });
});
