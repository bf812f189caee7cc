import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '../../support/running-portal';

/**
 * A Redis of the test's own (the machine's shared one on 6379 serves other suites and must never be
 * stopped): no persistence, like the production Redis here, so a restart loses every queued job.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;
  readonly port = freePort();

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis();
    await redis.restart();
    return redis;
  }

  /** Starts (again) on the same port, empty. */
  async restart(): Promise<void> {
    if (this.running()) return;
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await this.answersPing())) {
      if (this.child.exitCode !== null) throw new Error(`redis-server exited with ${this.child.exitCode}`);
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops at once (SIGKILL): what an outage looks like to its clients. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** A child killed by a signal keeps `exitCode` null: `signalCode` tells. */
  private running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  private answersPing(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port: this.port });
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.end();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
  }
}
