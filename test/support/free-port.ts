import { createServer } from 'node:net';

/** Ports this process has handed out: never twice, even once the first holder has stopped. */
const handedOut = new Set<number>();

/** Whether nothing listens on `port` on loopback right now. */
const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A port for a test server, below Linux's ephemeral range (32768–60999): a port picked there may be
 * the local end of any outgoing connection (the browser's, a database client's) and refuse to listen.
 * Each Vitest worker draws from its own slice of 12000–31999, so suites side by side never draw the
 * same port; and the port is checked free at the time, against other runs on the machine.
 */
export async function freePort(): Promise<number> {
  const slices = 8;
  const slice = Math.floor(20_000 / slices);
  const worker = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % slices;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 12_000 + worker * slice + Math.floor(Math.random() * slice);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port found for a test server');
}
