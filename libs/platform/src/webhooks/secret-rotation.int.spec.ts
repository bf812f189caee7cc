import { createHmac, randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import {
  type Database,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  PersonalDataVault,
  runMigrations,
} from '@portal/event-store';
import { DEFAULT_RETRY_POLICY, SECRET_OVERLAP_MS } from '@portal/domain';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { BACKENDS, type TestDatabase, openTestDatabase } from '../../../../test/support/test-databases';
import { WebhookDispatcher } from './webhook-dispatcher';
import { queuePing } from './webhook-deliveries';
import { createEndpoint, endpointSecret, rotateEndpointSecret } from './webhook-endpoints';
import { WEBHOOK_MIGRATIONS } from './webhook-tables';

interface Received {
  raw: string;
  headers: Record<string, string>;
}

/** A loopback receiver that keeps every request with its raw body, answering 204. */
async function receiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const flat = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ raw: Buffer.concat(chunks).toString('utf8'), headers: flat(req.headers) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The off-the-shelf verifier, at the instant the delivery was signed (it checks the timestamp). */
function verifies(secret: string, delivery: Received): boolean {
  vi.useFakeTimers({
    now: Number(delivery.headers['webhook-timestamp']) * 1000,
    toFake: ['Date'],
  });
  try {
    new Webhook(secret).verify(delivery.raw, delivery.headers);
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return false;
    throw error;
  } finally {
    vi.useRealTimers();
  }
}

describe.each(BACKENDS)('a rotated webhook secret (%s)', (backend) => {
  let test: TestDatabase;
  let db: Database;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let clock: Date;
  let dispatcher: WebhookDispatcher;

  beforeAll(async () => {
    test = await openTestDatabase(backend);
    db = test.db;
    await runMigrations(db, EVENT_STORE_MIGRATIONS);
    await runMigrations(db, WEBHOOK_MIGRATIONS);
    hooks = await receiver();
    const store = new EventStore(db, { vault: new PersonalDataVault(randomBytes(32)) });
    const settings = {
      rules: { allowPrivate: true },
      retry: DEFAULT_RETRY_POLICY,
      timeoutMs: 5000,
      clock: () => clock,
    };
    dispatcher = new WebhookDispatcher(db, store, settings, (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await hooks.close();
    await test.dispose();
  });

  /** Queues a ping, sends it with the test's clock at `at`, and answers what the receiver got. */
  async function pingAt(endpointId: string, at: Date): Promise<Received> {
    clock = at;
    const before = hooks.received.length;
    await db.transaction((tx) => queuePing(tx, endpointId));
    expect(await dispatcher.sendDue()).toBe(1);
    expect(hooks.received).toHaveLength(before + 1);
    return hooks.received[before];
  }

  it('is signed with both secrets for 24 hours, then with the new one only', async () => {
    const { id, secret: old } = await createEndpoint(db, {
      url: hooks.url,
      events: ['*'],
      description: '',
      personal_data: false,
    });
    const rotatedAt = new Date();
    const until = new Date(rotatedAt.getTime() + SECRET_OVERLAP_MS);
    const rotated = await rotateEndpointSecret(db, id, until);
    const fresh = rotated?.secret ?? '';
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(fresh).not.toBe(old);

    const inside = await pingAt(id, new Date(until.getTime() - 60_000));
    expect(inside.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifies(fresh, inside)).toBe(true);
    expect(verifies(old, inside)).toBe(true);

    const after = await pingAt(id, new Date(until.getTime() + 1000));
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(verifies(fresh, after)).toBe(true);
    expect(verifies(old, after)).toBe(false);
  });

  it('of an endpoint made before Standard Webhooks is its old string’s bytes, so Portal-Signature is unchanged', async () => {
    const legacy = await openTestDatabase(backend);
    try {
      await runMigrations(legacy.db, EVENT_STORE_MIGRATIONS);
      await runMigrations(legacy.db, WEBHOOK_MIGRATIONS.slice(0, 1));
      const old = 'whsec_LegacyStringSecret-with_url-safe_chars';
      const id = '5b0c8f0e-3c1d-4a55-9a57-0f0b6a1f2f61';
      await legacy.db.query(`INSERT INTO webhook_endpoints (id, url, events, secret) VALUES ($1, $2, '{*}', $3)`, [
        id,
        hooks.url,
        old,
      ]);
      await runMigrations(legacy.db, WEBHOOK_MIGRATIONS);
      const migrated = await endpointSecret(legacy.db, id);
      expect(migrated).toBe(`whsec_${Buffer.from(old).toString('base64')}`);
      const body = '{"a":1}';
      const key = Buffer.from(String(migrated).slice('whsec_'.length), 'base64');
      expect(createHmac('sha256', key).update(body).digest('hex')).toBe(
        createHmac('sha256', old).update(body).digest('hex'),
      );
    } finally {
      await legacy.dispose();
    }
  });
});
