// What both seeded starting points of a test run share (seeded-data-dir.mjs for the embedded portal,
// seeded-production.mjs for the production one): a free port, polling with a limit, and the wait for
// the demo seed to be done (the admin can sign in, and no job of the seed is queued or running).
import { createServer } from 'node:net';

export const DEMO_ADMIN = { username: 'admin@example.org', password: 'demo-admin-2026' };
const START_LIMIT_MS = 300_000;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Polls `probe` until it returns a truthy value, or fails with `what` after the limit (or once `child` exits). */
export async function until(probe, what, child) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} before ${what}`);
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the seeded starting point: ${what} did not happen in ${START_LIMIT_MS / 1000} s`);
}

/**
 * Waits until the portal at `baseUrl` answers, its demo admin signs in, and the jobs due now (the
 * seed's emails) are done; scheduled ones (an offer's expiry) stay scheduled, as in a portal that had
 * just been restarted.
 */
export async function seedDone(baseUrl, child) {
  await until(async () => (await fetch(`${baseUrl}/api/health/`)).ok, 'the health check', child);
  const { token } = await until(
    async () => {
      const response = await fetch(`${baseUrl}/api/users/sign-in/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      });
      return response.ok ? response.json() : null;
    },
    'the demo admin’s sign-in',
    child,
  );
  await until(
    async () => {
      const response = await fetch(`${baseUrl}/api/admin/jobs/summary/`, {
        headers: { authorization: `Token ${token}` },
      });
      const { queues } = await response.json();
      return queues.every((queue) => queue.queued === 0 && queue.active === 0);
    },
    'the seed’s jobs',
    child,
  );
}

/** Stops a child process with SIGTERM and waits for it to exit. */
export async function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
