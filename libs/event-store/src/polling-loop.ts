/**
 * Runs `step` until it reports no work, then sleeps until woken (a NOTIFY) or the poll interval
 * passes; polling is the fallback for a missed notification. Shared by subscriptions and the
 * in-process job runner.
 */
export class PollingLoop {
  private stopped = true;
  private wakeUp: (() => void) | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly step: () => Promise<boolean>,
    private readonly options: { pollIntervalMs: number; onError?: (error: unknown) => void },
  ) {}

  /** True once `stop` was called on a started loop (not before the loop ever ran). */
  get stopRequested(): boolean {
    return this.stopped && this.running !== null;
  }

  start(): void {
    this.stopped = false;
    this.running = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** Lets the step in hand finish, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        if (await this.step()) continue;
      } catch (error) {
        this.options.onError?.(error);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollIntervalMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }
}
