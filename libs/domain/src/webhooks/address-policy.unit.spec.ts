import { isPublicAddress } from './address-policy';

/**
 * One address inside each entry of the IANA IPv4 and IPv6 Special-Purpose Address Registries
 * (iana.org/assignments/iana-ipv4-special-registry, iana-ipv6-special-registry), plus multicast
 * and the transition forms that carry an IPv4 address: none of them may be called from production.
 */
const SPECIAL_IPV4: Array<[string, string]> = [
  ['0.0.0.0/8 "this network"', '0.1.2.3'],
  ['0.0.0.0/32 "this host"', '0.0.0.0'],
  ['10.0.0.0/8 private', '10.0.0.8'],
  ['100.64.0.0/10 shared (CGN)', '100.100.0.1'],
  ['127.0.0.0/8 loopback', '127.0.0.1'],
  ['169.254.0.0/16 link local (cloud metadata)', '169.254.169.254'],
  ['172.16.0.0/12 private', '172.20.1.1'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.170'],
  ['192.0.0.0/29 IPv4 service continuity', '192.0.0.1'],
  ['192.0.0.8/32 dummy address', '192.0.0.8'],
  ['192.0.0.9/32 PCP anycast', '192.0.0.9'],
  ['192.0.0.10/32 TURN anycast', '192.0.0.10'],
  ['192.0.2.0/24 documentation TEST-NET-1', '192.0.2.44'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1'],
  ['192.168.0.0/16 private', '192.168.1.1'],
  ['192.175.48.0/24 direct delegation AS112', '192.175.48.6'],
  ['198.18.0.0/15 benchmarking', '198.18.0.1'],
  ['198.18.0.0/15 benchmarking, upper half', '198.19.255.254'],
  ['198.51.100.0/24 documentation TEST-NET-2', '198.51.100.7'],
  ['203.0.113.0/24 documentation TEST-NET-3', '203.0.113.9'],
  ['224.0.0.0/4 multicast', '239.1.2.3'],
  ['240.0.0.0/4 reserved', '240.0.0.1'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
];

const SPECIAL_IPV6: Array<[string, string]> = [
  ['::1/128 loopback', '::1'],
  ['::/128 unspecified', '::'],
  ['::ffff:0:0/96 IPv4-mapped (loopback)', '::ffff:127.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped (private), hex form', '::ffff:a00:1'],
  ['::/96 IPv4-compatible (loopback)', '::7f00:1'],
  ['::/96 IPv4-compatible (private)', '::10.0.0.1'],
  ['::ffff:0:0:0/96 IPv4-translated (loopback)', '::ffff:0:7f00:1'],
  ['64:ff9b::/96 NAT64 (loopback)', '64:ff9b::7f00:1'],
  ['64:ff9b::/96 NAT64 (benchmarking)', '64:ff9b::198.18.0.1'],
  ['64:ff9b:1::/48 local-use NAT64', '64:ff9b:1::808:808'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1'],
  ['2001::/23 IETF protocol assignments', '2001:1::1'],
  ['2001::/32 Teredo (client 127.0.0.1)', '2001:0:5ef5:79fd:0:0:80ff:fffe'],
  ['2001::/32 Teredo (server 10.0.0.1)', '2001:0:a00:1:0:0:f7f7:f7f7'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 drone remote ID', '2001:30::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4 (loopback)', '2002:7f00:1::1'],
  ['2002::/16 6to4 (private)', '2002:c0a8:101::1'],
  ['2620:4f:8000::/48 direct delegation AS112', '2620:4f:8000::1'],
  ['3fff::/20 documentation', '3fff::1'],
  ['5f00::/16 segment routing SIDs', '5f00::1'],
  ['fc00::/7 unique local', 'fd00::2'],
  ['fe80::/10 link local', 'fe80::1'],
  ['fe80::/10 link local with a zone', 'fe80::1%eth0'],
  ['fec0::/10 deprecated site local', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['outside 2000::/3 (unassigned by IANA)', '4000::1'],
];

describe('an address a production webhook may connect to', () => {
  it.each([...SPECIAL_IPV4, ...SPECIAL_IPV6])('refuses %s: %s', (_range, address) =>
    expect(isPublicAddress(address)).toBe(false),
  );

  it.each([
    ['a public IPv4 address', '93.184.215.14'],
    ['a public IPv4 address beside the benchmarking range', '198.20.0.1'],
    ['a public IPv4 address beside the shared range', '100.128.0.1'],
    ['a public IPv6 address', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    ['a public IPv4 address, IPv4-mapped', '::ffff:93.184.215.14'],
    ['a public IPv4 address through NAT64 (DNS64 networks)', '64:ff9b::5db8:d70e'],
    ['a public IPv4 address through 6to4', '2002:5db8:d70e::1'],
  ])('accepts %s: %s', (_kind, address) => expect(isPublicAddress(address)).toBe(true));

  it.each(['example.org', '', '127.1', '0x7f.0.0.1', '2130706433'])('refuses what is not an IP address: "%s"', (text) =>
    expect(isPublicAddress(text)).toBe(false),
  );
});
