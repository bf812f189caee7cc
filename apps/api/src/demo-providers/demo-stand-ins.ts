import type { Config } from '@portal/platform';
import type { StandIns } from '../platform/stand-ins';
import { AUTHORIZE_PAGE_STYLE } from './authorize-page';
import { STAND_IN_CLIENT, standInEndpoints, standInProviders, standInsWanted } from './stand-in-endpoints';
import { CHECKOUT_PAGE_STYLE } from './stripe/checkout-page';

/** The stand-ins' pages' fixed style blocks, which the Content-Security-Policy admits by hash. */
export const STAND_IN_PAGE_STYLES = [AUTHORIZE_PAGE_STYLE, CHECKOUT_PAGE_STYLE];

/**
 * The stand-ins this configuration allows, in the shapes production code takes them in. The
 * composition root (server.ts) builds it and hands it to the app; tests do the same.
 */
export function demoStandIns(config: Config): StandIns {
  return {
    oauth: { providers: standInProviders(config), client: STAND_IN_CLIENT, endpoints: standInEndpoints },
    stripe: standInsWanted(config),
  };
}
