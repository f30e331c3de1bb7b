import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server reaches an address a user gave it (push endpoints today; webhooks and partners
 * next), decision 0042. Every address the name resolves to must be a public unicast one: loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved, documentation, 6to4, NAT64 and every
 * other special range of IANA's registries is refused, and an IPv6 address that carries an IPv4 one
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo) is judged by that IPv4 address too. The check runs where the connection is made (the agent's `lookup`), on the very addresses the
 * socket then connects to, so a name that resolves one way when checked and another way when used (DNS
 * rebinding) cannot slip through; an address literal, which Node connects to without a lookup, is
 * checked before the request leaves (`assertAllowed`).
 */
export interface OutboundAddressGuard {
  /** Throws OutboundAddressRefused when the URL's host is an internal address literal or resolves to one. */
  assertAllowed(url: string): Promise<void>;
  /** An HTTPS agent whose every connection is checked; `ca` adds trusted certificates (a test's own push service). */
  agent(options?: { ca?: string | Buffer }): https.Agent;
}

/** The refusal: the address and why, for the log; never shown to the user who gave it. */
export class OutboundAddressRefused extends Error {
  override readonly name = 'OutboundAddressRefused';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`Outbound address refused: ${host} is ${address} (${range})`);
  }
}

/**
 * Internal ranges the operator lets the server reach anyway (OUTBOUND_ALLOWED_RANGES), as CIDRs: a push
 * relay on the private network, a test's push service on loopback.
 */
export type AllowedRanges = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

export function parseAllowedRanges(cidrs: readonly string[]): AllowedRanges {
  return cidrs.map((cidr) => ipaddr.parseCIDR(cidr));
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The IPv4 address in two 16-bit words of an IPv6 address, from word `at` on. */
const ipv4At = (parts: number[], at: number, invert = 0) => {
  const [high = 0, low = 0] = parts.slice(at, at + 2).map((word) => (word ^ invert) & 0xffff);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
};

/** The IPv6 prefixes that carry an IPv4 address, and where it sits in them (IPv4-mapped is read by `process`). */
const EMBEDDING: readonly { prefix: [ipaddr.IPv6, number]; ipv4: (parts: number[]) => ipaddr.IPv4[] }[] = [
  // IPv4-compatible ::a.b.c.d (RFC 4291, deprecated; :: and ::1 are not) and IPv4-translated
  // ::ffff:0:a.b.c.d (RFC 6145).
  { prefix: ipaddr.IPv6.parseCIDR('::/96'), ipv4: (p) => (p[6] === 0 && (p[7] ?? 0) <= 1 ? [] : [ipv4At(p, 6)]) },
  { prefix: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), ipv4: (p) => [ipv4At(p, 6)] },
  // NAT64's well-known prefix (RFC 6052): a gateway translates it to the last 32 bits. The local-use
  // 64:ff9b:1::/48 (RFC 8215) puts the address where its operator chose; its range is refused whole.
  { prefix: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), ipv4: (p) => [ipv4At(p, 6)] },
  // 6to4 (RFC 3056): the relay's IPv4 address in bits 16–47.
  { prefix: ipaddr.IPv6.parseCIDR('2002::/16'), ipv4: (p) => [ipv4At(p, 1)] },
  // Teredo (RFC 4380): the server's IPv4 address in bits 32–63, the client's, inverted, in the last 32.
  { prefix: ipaddr.IPv6.parseCIDR('2001::/32'), ipv4: (p) => [ipv4At(p, 2), ipv4At(p, 6, 0xffff)] },
];

/**
 * What a connection to this address may end up reaching: the address itself (IPv4-mapped read as its
 * IPv4), and every IPv4 address it carries in an IPv6 form a host, a gateway or a tunnel turns into
 * IPv4. Each must pass, so `[::127.0.0.1]` or `[64:ff9b::a9fe:a9fe]` is judged as 127.0.0.1 or
 * 169.254.169.254.
 */
function reachable(address: string): Address[] {
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return [parsed];
  const v6 = parsed as ipaddr.IPv6;
  const embedded = EMBEDDING.filter(({ prefix }) => v6.match(prefix)).flatMap(({ ipv4 }) => ipv4(v6.parts));
  return [parsed, ...embedded];
}

/**
 * Why the server may not connect to this address (its range, or the range of the IPv4 address it
 * embeds), or undefined when it may: public unicast, or inside a range the operator allowed.
 */
export function refusedRange(address: string, allowed: AllowedRanges = []): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an address';
  const inAllowed = (view: Address) =>
    allowed.some(([network, bits]) => network.kind() === view.kind() && view.match(network, bits));
  const [self, ...embedded] = reachable(address) as [Address, ...Address[]];
  if (self.range() !== 'unicast' && !inAllowed(self)) return self.range();
  const hidden = embedded.find((ipv4) => ipv4.range() !== 'unicast' && !inAllowed(ipv4));
  return hidden && `${hidden.range()} IPv4 address ${hidden.toString()} embedded`;
}

/** Whether the server may connect to this address: public unicast, or inside a range the operator allowed. */
export function isAllowedAddress(address: string, allowed: AllowedRanges = []): boolean {
  return refusedRange(address, allowed) === undefined;
}

export function createOutboundAddressGuard(allowed: AllowedRanges = []): OutboundAddressGuard {
  function refusal(host: string, addresses: readonly string[]): OutboundAddressRefused | undefined {
    for (const address of addresses) {
      const range = refusedRange(address, allowed);
      if (range !== undefined) return new OutboundAddressRefused(host, address, range);
    }
    return undefined;
  }

  /** net.connect's lookup: every address the name has is checked, then handed on in the form asked for. */
  const lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, found) => {
      if (error) return callback(error, '', undefined);
      const refused = refusal(
        hostname,
        found.map(({ address }) => address),
      );
      if (refused) return callback(refused, '', undefined);
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, found);
      const [first] = found as [dns.LookupAddress];
      callback(null, first.address, first.family);
    });
  };

  return {
    async assertAllowed(url) {
      const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      const found = ipaddr.isValid(host)
        ? [host]
        : (await dns.promises.lookup(host, { all: true })).map(({ address }) => address);
      const refused = refusal(host, found);
      if (refused) throw refused;
    },
    agent: ({ ca } = {}) => new https.Agent({ lookup, keepAlive: true, ...(ca ? { ca } : {}) }),
  };
}
