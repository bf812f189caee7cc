import type { ProviderStandIns } from '../identity/social/providers/provider-stand-ins';

/** Nest's token for the stand-ins the composition root handed in (PlatformModule provides it). */
export const STAND_INS = Symbol('STAND_INS');

/**
 * The portal's own stand-ins for the services it talks to (docs/architecture.md §1), in the shapes production
 * code takes them in. Only the composition root (server.ts) builds this, from `demo-providers/`;
 * nothing else imports the stand-ins, so what runs in a deployment is what the root decided.
 */
export interface StandIns {
  /** The OAuth providers' stand-ins, for those with no client configured. */
  oauth: ProviderStandIns;
  /** True when a missing STRIPE_SECRET_KEY means the Stripe stand-in on the portal rather than no payments. */
  stripe: boolean;
}
