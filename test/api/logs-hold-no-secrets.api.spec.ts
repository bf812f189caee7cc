import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { journeyLeavesNoSecretInLogs } from './logs-journey';

/**
 * A whole journey at the default level (info: the access log on), then the processes' output read
 * for every credential and personal detail it used (docs/architecture.md §9.3). On both backends, the jobs
 * run in process beside the API, so their lines are read too.
 */
describe.each(BACKENDS)('the logs of a journey on %s', (deployment) => {
  let portal: InProcessPortal;

  beforeAll(async () => {
    portal = await openPortal(deployment, { LOG_LEVEL: 'info' });
  }, 120_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
  }, 60_000);

  it('holds no token, password, email, name or search term', async () => {
    await journeyLeavesNoSecretInLogs(portal);
  }, 120_000);
});
