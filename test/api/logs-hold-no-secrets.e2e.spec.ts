import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { journeyLeavesNoSecretInLogs } from './logs-journey';

/**
 * A whole journey at the default level (info: the access log on), then the processes' output read
 * for every credential and personal detail it used (docs/architecture.md §9.3). Built, because the
 * BullMQ worker beside the API, whose own lines are read too, runs only in the production deployment
 * (the same journey in process, on both backends: logs-hold-no-secrets.api.spec.ts).
 */
describe('the logs of a journey on the production deployment', () => {
  let portal: RunningPortal;

  beforeAll(async () => {
    portal = await startPortal('production', { LOG_LEVEL: 'info' });
  }, 120_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
  }, 60_000);

  it('holds no token, password, email, name or search term', async () => {
    await journeyLeavesNoSecretInLogs(portal);
  }, 120_000);
});
