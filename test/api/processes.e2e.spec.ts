import { type RunningPortal, startPortal, startProcess } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import type { CourseView, Page } from '@portal/contracts';

async function exitOf(child: ReturnType<typeof startProcess>['child']): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the embedded process', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal('embedded');
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('refuses a second process on the same data directory with a clear message', async () => {
    const second = startProcess('api', { DATA_DIR: portal.dataDir, PORT: '3' });
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toMatch(/Another portal process \(pid \d+\) is using the data directory/);
  }, 30_000);

  it('keeps its data and does not seed again after a restart', async () => {
    const before = (await (await fetch(`${portal.baseUrl}/api/courses/`)).json()) as Page<CourseView>;
    await portal.stop();
    portal = await startPortal('embedded', { DATA_DIR: portal.dataDir });
    const after = (await (await fetch(`${portal.baseUrl}/api/courses/`)).json()) as Page<CourseView>;

    expect(after.results).toEqual(before.results);
    expect(after.count).toBe(5);
  }, 90_000);
});

describe('configuration checked at start', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT: /],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /DATABASE_URL: /],
    [{ DATABASE_URL: 'postgres://127.0.0.1/x' }, /PERSONAL_DATA_MASTER_KEY: required with DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: /],
  ])('stops with a clear message for %j', async (env, message) => {
    const started = startProcess('api', env);
    expect(await exitOf(started.child)).toBe(1);
    expect(started.output()).toMatch(/Invalid configuration:/);
    expect(started.output()).toMatch(message);
  });

  it('refuses to start the separate worker without Postgres and Redis', async () => {
    const worker = startProcess('worker', {});
    expect(await exitOf(worker.child)).toBe(1);
    expect(worker.output()).toMatch(/needs DATABASE_URL and REDIS_URL/);
  });
});
