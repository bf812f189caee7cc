import type { ApplicationView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { type Platform, loadConfig, openPlatform } from '@portal/platform';
import { adminToken, fillProfile } from './applications-fixtures';
import { apply, expectOneAnswer, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';

const OFFERS = 8;

/**
 * Reliability on the production deployment (Postgres, Redis, a separate worker): the offer-expiry timer
 * survives a worker killed mid-run, and parallel answers to one offer race on real connections.
 */
describe('offers under concurrency and crashes (production)', () => {
  let portal: RunningPortal;
  let api: ApiClient;
  let ada: TestApplicant;
  /** The deployment's own store, read directly to count the events (the behaviour runs through the API). */
  let store: Platform;

  beforeAll(async () => {
    portal = await startPortal('production');
    api = new ApiClient(portal.baseUrl);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    store = await openPlatform(loadConfig(portal.env), { applicationName: 'expiry-test' });
  }, 120_000);
  afterAll(async () => {
    await ifSet(store)?.close();
    await ifSet(portal)?.stop();
  });

  it('expires each offer once across a SIGKILL and a restart', async () => {
    const admin = await adminToken(api);
    const ids: string[] = [];
    for (let i = 0; i < OFFERS; i++) ids.push(await apply(api, ada.token, await freshCourse(api, admin), 'student'));
    const soon = Date.now() + 3000;
    // Spread over about a second, so the kill falls among them.
    for (const [i, id] of ids.entries()) await offer(api, admin, id, new Date(soon + i * 150).toISOString());
    await new Promise((resolve) => setTimeout(resolve, soon + 400 - Date.now()));
    await portal.killWorker();
    portal.restartWorker();

    // A job the killed worker held comes back when BullMQ finds it stalled (about 30 s).
    const deadline = Date.now() + 90_000;
    const statuses = async () =>
      Promise.all(
        ids.map(
          async (id) => (await api.get<ApplicationView>(`/courses/student-applications/${id}/`, ada.token)).body.status,
        ),
      );
    while ((await statuses()).some((status) => status !== 'declined') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statuses()).toEqual(ids.map(() => 'declined'));
    for (const id of ids) {
      const history = await store.store.readStream(`application-${id}`);
      expect(history.filter((event) => event.type === 'OfferExpired')).toHaveLength(1);
    }
  }, 150_000);

  it('gives 50 parallel accepts and declines on one offer exactly one outcome', async () =>
    expectOneAnswer(api, await adminToken(api), ada.token));
});
