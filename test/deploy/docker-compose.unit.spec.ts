import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { CONFIG_KEYS, loadConfig } from '@portal/platform';
import { REPO_ROOT } from '../support/paths';

/** No Docker engine runs where CI runs, so the compose file is checked against the configuration schema. */
interface Compose {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, unknown> }
  >;
}

const compose = load(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as Compose;

describe('docker-compose.yml', () => {
  it('brings up Postgres, Redis, the API and a worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
    expect(compose.services.api.command).toEqual(['node', 'apps/api/dist/main.js']);
    expect(compose.services.worker.command).toEqual(['node', 'apps/worker/dist/main.js']);
  });

  it.each(['api', 'worker'])(
    'gives the %s only settings the configuration knows, and a valid production set',
    (name) => {
      // Compose merges the shared block (`<<: *portal-env`) into each service; do the same here.
      const { '<<': shared, ...own } = (compose.services[name].environment ?? {}) as Record<string, unknown>;
      const environment = { ...(shared as Record<string, string>), ...(own as Record<string, string>) };
      for (const key of Object.keys(environment)) expect(CONFIG_KEYS).toContain(key);
      // As compose resolves them with nothing set on the host.
      const resolved = {
        ...environment,
        PERSONAL_DATA_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
        CORS_ORIGINS: '',
      };
      const config = loadConfig(resolved);
      expect(config.mode).toBe('production');
      expect(config.REDIS_URL).toBe('redis://redis:6379');
      // CORS_ORIGINS passes through from the host, empty unless set: no origin gets CORS answers.
      expect(environment.CORS_ORIGINS).toBe('${CORS_ORIGINS:-}');
      expect(config.CORS_ORIGINS).toEqual([]);
      expect(Object.keys(compose.services[name].depends_on ?? {}).sort()).toEqual(['postgres', 'redis']);
    },
  );
});
