import type { LookupAddress } from 'node:dns';
import { type AddressInfo, type Socket, createServer } from 'node:net';
import { type AddressRules, type ResolveAll, urlProblem } from './endpoint-address';
import { type AttemptResult, postWebhook } from './post-webhook';

const refusal = (result: AttemptResult) => (result.ok ? 'connected' : `${result.statusCode} ${result.error}`);

/** A name server the test controls: what `rebind.example` resolves to right now. */
function switchableResolver(initial: LookupAddress[]): { resolve: ResolveAll; answer(next: LookupAddress[]): void } {
  let current = initial;
  return {
    resolve: (hostname) =>
      hostname === 'rebind.example'
        ? Promise.resolve(current)
        : Promise.reject(Object.assign(new Error(`unknown ${hostname}`), { code: 'ENOTFOUND' })),
    answer: (next) => {
      current = next;
    },
  };
}

const PUBLIC: LookupAddress = { address: '93.184.215.14', family: 4 };
const LOOPBACK: LookupAddress = { address: '127.0.0.1', family: 4 };

/** A receiver on loopback that counts every TCP connection, so "not connected to" is observable. */
async function countingReceiver(): Promise<{ close: () => Promise<void>; port: number; connections: () => number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.end('HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return { close, port: (server.address() as AddressInfo).port, connections: () => connections };
}

describe('a webhook request in production (no private addresses)', () => {
  let receiver: Awaited<ReturnType<typeof countingReceiver>>;
  beforeEach(async () => {
    receiver = await countingReceiver();
  });
  afterEach(() => receiver.close());

  const send = (url: string, rules: AddressRules) => postWebhook(url, '{}', {}, { timeoutMs: 2000, rules });

  it('is not connected when the name that was public at registration resolves to loopback at delivery', async () => {
    const dns = switchableResolver([PUBLIC]);
    const rules = { allowPrivate: false, resolve: dns.resolve };
    expect(await urlProblem('https://rebind.example/hooks', rules)).toBeNull();

    dns.answer([LOOPBACK]);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const result = await send(`http://rebind.example:${receiver.port}/hooks`, rules);
      expect(refusal(result)).toMatch(/^null refused: rebind\.example resolves to 127\.0\.0\.1/);
    }
    expect(receiver.connections()).toBe(0);
  });

  it('is not connected when any answer of the name is private, not only the first', async () => {
    const dns = switchableResolver([PUBLIC, LOOPBACK]);
    const result = await send(`http://rebind.example:${receiver.port}/hooks`, {
      allowPrivate: false,
      resolve: dns.resolve,
    });
    expect(result.ok).toBe(false);
    expect(receiver.connections()).toBe(0);
  });

  it.each(['127.0.0.1', '[::ffff:127.0.0.1]'])('is not connected to the IP literal %s', async (host) => {
    const result = await send(`http://${host}:${receiver.port}/hooks`, { allowPrivate: false });
    expect(refusal(result)).toMatch(/^null refused: /);
    expect(receiver.connections()).toBe(0);
  });

  it('connects to loopback when private addresses are allowed (embedded demo and tests)', async () => {
    const dns = switchableResolver([LOOPBACK]);
    const result = await send(`http://rebind.example:${receiver.port}/hooks`, {
      allowPrivate: true,
      resolve: dns.resolve,
    });
    expect(result).toEqual({ ok: true, statusCode: 204 });
    expect(receiver.connections()).toBe(1);
  });
});
