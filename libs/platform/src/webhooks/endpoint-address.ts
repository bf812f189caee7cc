import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from '@portal/domain';

/** Whether endpoints may be http and reach loopback or private addresses (embedded demo and tests). */
export interface AddressRules {
  allowPrivate: boolean;
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
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (addresses === null) return 'invalid';
  return addresses.every(isPublicAddress) ? null : 'private_address';
}

function resolveAll(host: string): Promise<string[] | null> {
  return new Promise((resolve) => {
    lookup(host, { all: true }, (error, addresses: LookupAddress[]) =>
      resolve(error ? null : addresses.map((entry) => entry.address)),
    );
  });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that refuses to connect to a forbidden address. */
export function guardedLookup(rules: AddressRules) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, []);
        return;
      }
      const forbidden = addresses.find((entry) => !rules.allowPrivate && !isPublicAddress(entry.address));
      if (forbidden)
        callback(
          Object.assign(new Error(`refused: ${hostname} resolves to ${forbidden.address}`), { code: 'EPRIVATE' }),
          [],
        );
      else if ((options as { all?: boolean }).all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
