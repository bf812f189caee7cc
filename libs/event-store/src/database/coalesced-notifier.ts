/**
 * Sends NOTIFYs outside the transactions that asked for them, at most one in flight per channel.
 * Postgres takes one lock per database for the commit of every transaction that issued a NOTIFY and
 * holds it through the commit's disk flush, so a NOTIFY inside each command made all commits queue
 * behind one another; sent after the commit, in a transaction that writes nothing, it holds that
 * lock for a moment. Pokes that come while one is being sent are folded into one more send.
 */
export class CoalescedNotifier {
  private readonly channels = new Map<string, 'sending' | 'again'>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly send: (channel: string) => Promise<unknown>) {}

  poke(channel: string): void {
    if (this.channels.has(channel)) {
      this.channels.set(channel, 'again');
      return;
    }
    this.channels.set(channel, 'sending');
    const sending = this.drain(channel);
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /** Waits for the sends under way (before the pool closes). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async drain(channel: string): Promise<void> {
    for (;;) {
      // A lost notification only delays its listeners until their next poll.
      await this.send(channel).catch(() => undefined);
      if (this.channels.get(channel) !== 'again') break;
      this.channels.set(channel, 'sending');
    }
    this.channels.delete(channel);
  }
}
