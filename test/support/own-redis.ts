import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './free-port';

/**
 * A Redis of the test's own: no persistence, like the production Redis here, so a restart loses every
 * queued job. Every test that needs Redis starts one (a few milliseconds): the machine's shared one on
 * 6379 serves other suites and other runs, whose queues of the same name must never meet this test's.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    for (let attempt = 1; ; attempt++) {
      const redis = new OwnRedis(await freePort());
      try {
        await redis.restart();
        return redis;
      } catch (error) {
        // Another run on the machine took the port after it was checked free: draw another.
        if (attempt === 3) throw error;
      }
    }
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
    while (!(await this.answersAsOurs())) {
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

  /** Whether the Redis on the port is our child (not another run's that took the port first). */
  private answersAsOurs(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port: this.port });
      let reply = '';
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
      socket.once('connect', () => socket.write('INFO server\r\n'));
      socket.on('data', (data) => {
        reply += data.toString();
        const pid = /process_id:(\d+)/.exec(reply);
        if (!pid) return;
        socket.end();
        resolve(Number(pid[1]) === this.child?.pid);
      });
    });
  }
}
