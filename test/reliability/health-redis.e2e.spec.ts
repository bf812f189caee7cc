import { ifSet } from '../support/if-set';
import { type PortalCluster, startCluster } from './support/portal-cluster';

interface Health {
  status: 'ok' | 'degraded';
  queue: { ok: boolean; kind: string };
  database: { ok: boolean };
}

/**
 * The job queue's Redis goes away and comes back: health says the queue is down while it is (the API
 * still answers 200, since it still takes commands into the outbox), and OK again within seconds.
 */
describe('health while Redis is down (production)', () => {
  let cluster: PortalCluster;
  beforeAll(async () => {
    cluster = await startCluster({ apis: 1, workers: 1 });
  }, 120_000);
  afterAll(async () => {
    await ifSet(cluster)?.stop();
  }, 60_000);

  const health = async (): Promise<{ status: number; body: Health }> => {
    const response = await fetch(`${cluster.apis[0]}/api/health/`);
    return { status: response.status, body: (await response.json()) as Health };
  };

  /** Polls health until `wanted` holds; returns how long it took. */
  const until = async (wanted: (report: { status: number; body: Health }) => boolean, what: string) => {
    const started = Date.now();
    while (!wanted(await health())) {
      if (Date.now() - started > 15_000) throw new Error(`health did not report ${what} within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Date.now() - started;
  };

  it('reports the queue degraded while Redis is down and OK within seconds after it returns', async () => {
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', queue: { ok: true, kind: 'bullmq' } } });
    await cluster.redis.stop();
    await until((r) => r.body.status === 'degraded' && !r.body.queue.ok, 'the queue down');
    expect(await health()).toMatchObject({ status: 200, body: { database: { ok: true }, queue: { ok: false } } });
    await cluster.redis.restart();
    const recoveryMs = await until((r) => r.body.status === 'ok' && r.body.queue.ok, 'the queue back');
    expect(recoveryMs).toBeLessThan(5_000);
  }, 90_000);
});
