import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresDatabase } from '@portal/event-store';
import { Client } from 'pg';
import type { TestDatabase } from './test-databases';
import { promisify } from 'node:util';
import { freePort } from './free-port';

/** The newest installed PostgreSQL's programs (initdb, pg_ctl). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no PostgreSQL programs under ${root}`);
  return join(root, versions[0], 'bin');
}

/** initdb and the server refuse to run as root: then they run as the postgres user. */
const asServerUser = (program: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, so the test may restart
 * or stop it (the machine's shared server on 5432 serves everyone else and is never touched).
 */
export class OwnPostgres {
  private constructor(
    private readonly folder: string,
    readonly port: number,
  ) {}

  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication on loopback). */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  static async start(): Promise<OwnPostgres> {
    const folder = mkdtempSync(join(tmpdir(), 'own-postgres-'));
    chmodSync(folder, 0o777);
    const server = new OwnPostgres(folder, await freePort());
    server.run('initdb', ['-D', server.data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    server.run('pg_ctl', ['-D', server.data, '-l', server.log, '-w', '-o', server.options(), 'start']);
    return server;
  }

  private get data(): string {
    return join(this.folder, 'data');
  }

  private get log(): string {
    return join(this.folder, 'server.log');
  }

  /** Loopback only, its socket in its own folder, no fsync (a test's data need not survive the machine). */
  private options(): string {
    return `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  }

  private run(program: string, args: string[]): void {
    const [command, argv] = asServerUser(join(postgresBin(), program), args);
    execFileSync(command, argv, { stdio: 'pipe', cwd: this.folder });
  }

  async createDatabase(name: string): Promise<string> {
    const client = new Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** A new database on this server, with a pool of the test's own to read what the processes wrote. */
  async openDatabase(name: string): Promise<TestDatabase> {
    const url = await this.createDatabase(name);
    const db = new PostgresDatabase({ connectionString: url, max: 4, idleInTransactionTimeoutMs: 10_000 });
    return { db, url, dispose: () => db.close() };
  }

  /**
   * `pg_ctl restart -m immediate`: every connection dies at once, then the server recovers from its
   * WAL ("the database system is starting up", 57P03, meanwhile). Returns once it accepts connections.
   */
  async restartImmediate(): Promise<void> {
    // Asynchronous: the test's own requests go on meanwhile, which is the point.
    const [command, argv] = asServerUser(join(postgresBin(), 'pg_ctl'), [
      ...['-D', this.data, '-l', this.log, '-w', '-m', 'immediate', '-o', this.options(), 'restart'],
    ]);
    await promisify(execFile)(command, argv, { cwd: this.folder });
  }

  stop(): void {
    if (existsSync(join(this.data, 'postmaster.pid')))
      this.run('pg_ctl', ['-D', this.data, '-w', '-m', 'immediate', 'stop']);
  }

  dispose(): void {
    this.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
