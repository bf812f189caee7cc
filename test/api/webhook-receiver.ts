import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { REPO_ROOT } from '../support/paths';
import { eventually } from './pods-fixtures';
import type { PublicEvent } from '@portal/contracts';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  /** The delivery as the contract describes it (the suites check it against `publicEventSchema`). */
  body: PublicEvent;
}

/** How the receiver answers one request: a status, a redirect, or never (the portal must time out). */
export type Answer = number | 'redirect' | 'hang';

/**
 * A webhook receiver on loopback. Answers come from a script (then 200); it can go down (closed
 * port: connection refused) and come back on the same port. `onRequest` lets a test act mid-delivery.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private server: Server | null = null;
  private hanging: ServerResponse[] = [];
  port = 0;
  script: Answer[] = [];
  onRequest: ((request: Received) => void) | null = null;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const request = { headers: req.headers, raw, body: JSON.parse(raw) as PublicEvent };
        this.received.push(request);
        this.onRequest?.(request);
        const answer = this.script.shift() ?? 200;
        if (answer === 'hang') return void this.hanging.push(res);
        if (answer === 'redirect') return void res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging.splice(0)) res.destroy();
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }

  /** Deliveries of one event type, in the order they arrived. */
  ofType(type: string): Received[] {
    return this.received.filter((request) => request.body.type === type);
  }
}

/**
 * The verification function exactly as docs/integrations.md prints it (the standardwebhooks
 * library's `Webhook(secret).verify`): the test runs the docs' own code, so an example that stops
 * working fails here. True when it accepts the delivery, false when the library refuses it.
 */
export function docsVerifier(): (secret: string, delivery: Received) => boolean {
  const docs = readFileSync(join(REPO_ROOT, 'docs/integrations.md'), 'utf8');
  const block = /```js\n(const \{ Webhook \} = require\('standardwebhooks'\);[\s\S]*?)```/.exec(docs);
  if (!block) throw new Error('docs/integrations.md has no verification example');
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(block[1], { require, module });
  const verifyDelivery = module.exports.verifyDelivery as (secret: string, raw: string, headers: unknown) => unknown;
  return (secret, delivery) => {
    try {
      verifyDelivery(secret, delivery.raw, delivery.headers);
      return true;
    } catch (error) {
      // By name: the docs' code has its own `require`, so the class may be another copy of the library's.
      if (error instanceof Error && error.name === 'WebhookVerificationError') return false;
      throw error;
    }
  };
}

/** `eventually` for reads that answer null or undefined until the thing is there. */
export const arrived = <T>(
  read: () => Promise<T | null | undefined> | T | null | undefined,
  what: string,
  timeoutMs?: number,
): Promise<T> => eventually(read, what, timeoutMs);
