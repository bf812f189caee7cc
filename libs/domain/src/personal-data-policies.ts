/**
 * Which fields of which events are personal data (encrypted with the person's key in the store).
 * Every event type that carries names, emails, demographics, free texts or addresses is listed here;
 * the catalog's events carry none.
 */
export const personalDataPolicies = {} as const;
