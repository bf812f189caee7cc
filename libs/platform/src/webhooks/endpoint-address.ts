import { type LookupAddress, promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from '@portal/domain';

/** Every address a name resolves to (the system resolver in production; tests inject their own). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: ResolveAll = (hostname) => dns.lookup(hostname, { all: true });

/** Whether endpoints may be http and reach loopback or private addresses (embedded demo and tests). */
export interface AddressRules {
  allowPrivate: boolean;
  resolve?: ResolveAll;
}

export type UrlProblem = 'invalid' | 'not_https' | 'private_address';

/**
 * Checks an endpoint URL at creation (a clear 400). The same rule is enforced again when the request
 * is made (see `guardedLookup`), so a name that later resolves elsewhere (DNS rebinding) is refused too.
 */
export async function urlProblem(raw: string, rules: AddressRules): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) return 'invalid';
  if (rules.allowPrivate) return null;
  if (url.protocol !== 'https:') return 'not_https';
  const host = literalAddress(url);
  const addresses = host ? [host] : await resolveAll(url.hostname, rules);
  if (addresses === null || addresses.length === 0) return 'invalid';
  return addresses.every(isPublicAddress) ? null : 'private_address';
}

/** The IP address a URL names directly (brackets off), or null for a name. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

async function resolveAll(host: string, rules: AddressRules): Promise<string[] | null> {
  try {
    return (await (rules.resolve ?? systemResolver)(host)).map((entry) => entry.address);
  } catch {
    return null;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

const refusal = (hostname: string, address: string) =>
  Object.assign(new Error(`refused: ${hostname} resolves to ${address}`), { code: 'EPRIVATE' });

/**
 * A `lookup` for http(s).request that refuses to connect to a forbidden address. Node calls it for
 * every connection it opens (each attempt, each retry), and dials only what it answers, so the
 * address checked is the address connected to: a name that resolved to a public address when the
 * endpoint was saved and to loopback now (DNS rebinding) is refused. Every answer is checked, not
 * only the first, since Node may try them all (happy eyeballs). An IP literal never reaches a lookup:
 * `postWebhook` checks it with `literalAddress`.
 */
export function guardedLookup(rules: AddressRules) {
  const resolve = rules.resolve ?? systemResolver;
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
    resolve(hostname).then(
      (answers) => {
        const addresses = answers.filter((entry) => family === 0 || entry.family === family);
        const forbidden = addresses.find((entry) => !rules.allowPrivate && !isPublicAddress(entry.address));
        if (forbidden) callback(refusal(hostname, forbidden.address), []);
        else if (addresses.length === 0)
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
        else if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, []),
    );
  };
}

/** Why a request to this URL must not be made (an IP literal that is not public), or null. */
export function refusedLiteral(url: URL, rules: AddressRules): Error | null {
  const address = literalAddress(url);
  return address && !rules.allowPrivate && !isPublicAddress(address) ? refusal(url.hostname, address) : null;
}
