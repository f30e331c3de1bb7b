import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  createOutboundAddressGuard,
  isAllowedAddress,
  OutboundAddressRefused,
  parseAllowedRanges,
  refusedRange,
} from './outbound-address-guard.ts';

/**
 * Issue 46, finding 6: IPv6 forms that carry an internal IPv4 address, each with why it is refused. The
 * address as typed and as a URL's host gives it (`new URL` rewrites `[::127.0.0.1]` to `[::7f00:1]`), and
 * the range the refusal names.
 */
const EMBEDDED_INTERNAL_IPV4: readonly [form: string, address: string, range: string][] = [
  ['IPv4-compatible loopback', '::127.0.0.1', 'loopback'],
  ['IPv4-compatible loopback, as a URL writes it', '::7f00:1', 'loopback'],
  ['IPv4-compatible metadata address', '::169.254.169.254', 'linkLocal'],
  ['IPv4-compatible metadata address, as a URL writes it', '::a9fe:a9fe', 'linkLocal'],
  ['IPv4-compatible private', '::10.0.0.1', 'private'],
  ['IPv4-compatible private 192.168', '::c0a8:101', 'private'],
  ['IPv4-compatible unspecified', '::0.0.0.0', 'unspecified'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1', 'loopback'],
  ['IPv4-mapped metadata address', '::ffff:a9fe:a9fe', 'linkLocal'],
  ['IPv4-mapped private', '::ffff:172.16.0.1', 'private'],
  ['IPv4-mapped, written in full', '0:0:0:0:0:ffff:7f00:1', 'loopback'],
  ['IPv4-translated (RFC 6145) loopback', '::ffff:0:7f00:1', 'rfc6145'],
  ['NAT64 loopback', '64:ff9b::127.0.0.1', 'rfc6052'],
  ['NAT64 metadata address', '64:ff9b::a9fe:a9fe', 'rfc6052'],
  ['NAT64 private', '64:ff9b::a00:1', 'rfc6052'],
  ['NAT64 local-use prefix', '64:ff9b:1::a00:1', 'rfc6052'],
  ['6to4 of loopback', '2002:7f00:1::1', '6to4'],
  ['6to4 of the metadata address', '2002:a9fe:a9fe::1', '6to4'],
  ['6to4 of a private address', '2002:c0a8:101::1', '6to4'],
  ['Teredo, client 127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo'],
  ['Teredo, server 10.0.0.1', '2001:0:a00:1::1', 'teredo'],
];

/** The same forms where the operator allowed the IPv6 prefix itself: the IPv4 address inside still decides. */
const EMBEDDED_WITH_PREFIX_ALLOWED: readonly [address: string, refused: string][] = [
  ['64:ff9b::7f00:1', 'loopback IPv4 address 127.0.0.1 embedded'],
  ['64:ff9b::a9fe:a9fe', 'linkLocal IPv4 address 169.254.169.254 embedded'],
  ['::ffff:0:a00:1', 'private IPv4 address 10.0.0.1 embedded'],
  ['2002:7f00:1::1', 'loopback IPv4 address 127.0.0.1 embedded'],
  ['2002:c0a8:101::1', 'private IPv4 address 192.168.1.1 embedded'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback IPv4 address 127.0.0.1 embedded'],
  ['2001:0:a00:1::1', 'private IPv4 address 10.0.0.1 embedded'],
];

describe('the outbound address guard', () => {
  it('allows public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '142.250.180.10', '2a00:1450:4009:81f::200a']) {
      expect({ address, allowed: isAllowedAddress(address) }).toEqual({ address, allowed: true });
    }
    const internal = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'ff02::1',
      'not an address',
    ];
    for (const address of internal) {
      expect({ address, allowed: isAllowedAddress(address) }).toEqual({ address, allowed: false });
    }
  });

  describe('refuses every IPv6 form that maps, embeds or translates to an internal IPv4 address', () => {
    it.each(EMBEDDED_INTERNAL_IPV4)('%s: %s', (_form, address, range) => {
      expect(isAllowedAddress(address)).toBe(false);
      expect(refusedRange(address)).toContain(range);
    });

    it.each(EMBEDDED_INTERNAL_IPV4)('%s, as a URL: https://[%s]/', async (_form, address) => {
      const refusal = createOutboundAddressGuard().assertAllowed(`https://[${address}]/`);
      await expect(refusal).rejects.toBeInstanceOf(OutboundAddressRefused);
    });

    it.each(EMBEDDED_WITH_PREFIX_ALLOWED)('%s, with its IPv6 prefix allowed', (address, refused) => {
      const allowed = parseAllowedRanges(['::/96', '64:ff9b::/96', '::ffff:0:0:0/96', '2002::/16', '2001::/32']);
      expect(refusedRange(address, allowed)).toBe(refused);
    });

    it('judges a public IPv4 address carried the same way as the address itself', () => {
      expect(isAllowedAddress('::8.8.8.8')).toBe(true);
      expect(isAllowedAddress('::ffff:8.8.8.8')).toBe(true);
      const allowed = parseAllowedRanges(['64:ff9b::/96', '2002::/16', '10.1.2.0/24']);
      expect(isAllowedAddress('64:ff9b::808:808', allowed)).toBe(true);
      expect(isAllowedAddress('2002:808:808::1', allowed)).toBe(true);
      expect(isAllowedAddress('::a01:203', allowed)).toBe(true);
      expect(isAllowedAddress('64:ff9b::a01:203', allowed)).toBe(true);
      expect(isAllowedAddress('64:ff9b::a01:303', allowed)).toBe(false);
    });
  });

  it('allows an internal address inside a range the operator named, and no other', () => {
    const allowed = parseAllowedRanges(['10.1.2.0/24', '::1/128']);
    expect(isAllowedAddress('10.1.2.3', allowed)).toBe(true);
    expect(isAllowedAddress('::1', allowed)).toBe(true);
    expect(isAllowedAddress('10.1.3.1', allowed)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', allowed)).toBe(false);
  });

  it('refuses address literals in every form a URL may write them, before any request', async () => {
    const guard = createOutboundAddressGuard();
    for (const url of [
      'https://127.0.0.1/',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest/',
    ]) {
      await expect(guard.assertAllowed(url), url).rejects.toBeInstanceOf(OutboundAddressRefused);
    }
  });

  it('refuses a name that resolves to an internal address, at the connection itself', async () => {
    const server = https.createServer(() => undefined).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    let connected = false;
    server.on('connection', () => {
      connected = true;
    });
    const guard = createOutboundAddressGuard();
    await expect(guard.assertAllowed(`https://localhost:${port}/`)).rejects.toBeInstanceOf(OutboundAddressRefused);
    const error = await new Promise<Error>((resolve) => {
      https.get(`https://localhost:${port}/`, { agent: guard.agent() }, () => undefined).on('error', resolve);
    });
    expect(error).toBeInstanceOf(OutboundAddressRefused);
    expect(connected).toBe(false);
    server.close();
  });
});
