import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a production portal may call (SSRF). The special-purpose ranges are ipaddr.js's
 * `range()`, which follows the IANA IPv4 and IPv6 Special-Purpose Address Registries (loopback,
 * private, link-local, shared/CGN, benchmarking 198.18.0.0/15, documentation, AS112, AMT, ORCHID,
 * discard, ...): an IPv4 address is public only when it falls in none of them ("unicast").
 */
function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

const ipv4From = (word: number, next: number) => new ipaddr.IPv4([word >> 8, word & 0xff, next >> 8, next & 0xff]);

/**
 * The IPv4 hosts an IPv6 address reaches through a transition mechanism, which are what must be
 * judged: IPv4-mapped and -translated (::ffff:a.b.c.d, ::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d,
 * deprecated but still routed by some stacks), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::) and
 * Teredo (server in bits 32-63, client's address inverted in the last 32 bits). Null when it is none.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts;
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return [ipv4From(p[6], p[7])];
  if (range === 'rfc6052' && p[2] === 0) return [ipv4From(p[6], p[7])];
  if (range === '6to4') return [ipv4From(p[1], p[2])];
  if (range === 'teredo') return [ipv4From(p[2], p[3]), ipv4From(~p[6] & 0xffff, ~p[7] & 0xffff)];
  const compatible = p.slice(0, 6).every((part) => part === 0) && (p[6] !== 0 || p[7] > 1);
  return compatible ? [ipv4From(p[6], p[7])] : null;
}

/**
 * An IPv6 address is public when it is global unicast (2000::/3, all the rest is reserved by the IETF)
 * outside every special-purpose range, or when it only carries a public IPv4 address (a NAT64 or
 * 6to4 path to a public host is a legitimate route on IPv6-only networks).
 */
function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const embedded = embeddedIPv4(address);
  if (embedded) return embedded.every(isPublicIPv4);
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST);
}

/** True for an IP address a production portal may connect to; false for anything else, names included. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? isPublicIPv4(parsed as ipaddr.IPv4) : isPublicIPv6(parsed as ipaddr.IPv6);
}
