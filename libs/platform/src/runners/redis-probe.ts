import type { Redis } from 'ioredis';

/** A ping that takes longer than this counts as Redis down: health answers within a second or so. */
const PING_TIMEOUT_MS = 1000;

/**
 * Whether the job queue's Redis answers, for the health check. One connection per process, kept open
 * and reconnecting by itself every half second while Redis is away, so health reports it back within
 * about a second of its return; a ping never waits in a queue for a connection that is not there.
 */
export class RedisProbe {
  private client: Redis | null = null;

  constructor(private readonly redisUrl: string) {}

  async ping(): Promise<boolean> {
    const client = await this.connected();
    // A connection being made (at the first ping, or after Redis came back) gets the ping's time to be ready.
    const deadline = Date.now() + PING_TIMEOUT_MS;
    while (client.status !== 'ready') {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
    try {
      return await Promise.race([client.ping().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.client?.disconnect();
    this.client = null;
  }

  private async connected(): Promise<Redis> {
    if (this.client) return this.client;
    // Loaded here: the embedded default has no Redis and never loads its client.
    const { Redis } = await import('ioredis');
    const client = new Redis(this.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: PING_TIMEOUT_MS,
      retryStrategy: () => 500,
    });
    // Errors are what the ping reports; unhandled, the client would log each reconnection attempt.
    client.on('error', () => undefined);
    this.client = client;
    return client;
  }
}
