import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type { Config, Platform } from '@portal/platform';
import { githubStandIn } from './github-stand-in';
import { googleStandIn } from './google-stand-in';
import { orcidStandIn } from './orcid-stand-in';
import { STAND_IN_MOUNTS, type StandInOptions } from './stand-in-endpoints';
import type { StandInProvider } from './stand-in-tokens';

/** Mounts the stand-ins of the given providers at their STAND_IN_MOUNTS paths. */
export function mountStandIns(app: Express, providers: readonly StandInProvider[], options: StandInOptions): void {
  if (providers.includes('github')) {
    const github = githubStandIn(options);
    app.use(STAND_IN_MOUNTS.github, github.site);
    app.use(STAND_IN_MOUNTS.githubApi, github.api);
  }
  if (providers.includes('google')) app.use(STAND_IN_MOUNTS.google, googleStandIn(options));
  if (providers.includes('orcid')) {
    const orcid = orcidStandIn(options);
    app.use(STAND_IN_MOUNTS.orcid, orcid.site);
    app.use(STAND_IN_MOUNTS.orcidApi, orcid.api);
  }
}

/**
 * Several production API processes must accept each other's codes, and they already share the master
 * key, so the signing secret is derived from the store's derivation root (never a key itself). The
 * embedded default is one process: a fresh secret per start is enough.
 */
export function standInSecret(config: Config, platform: Pick<Platform, 'stableKey'>): Buffer {
  if (!config.PERSONAL_DATA_MASTER_KEY) return randomBytes(32);
  return platform.stableKey('demo oauth stand-ins');
}
