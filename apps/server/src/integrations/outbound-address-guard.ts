import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server reaches an address a user gave it (push endpoints today; webhooks and partners
 * next), decision 0042. Every address the name resolves to must be a public unicast one: loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved, documentation, 6to4, NAT64 and every
 * other special range of IANA's registries is refused, IPv4-mapped IPv6 judged as the IPv4 address it
 * carries. The check runs where the connection is made (the agent's `lookup`), on the very addresses the
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

/** The IANA range an address falls in ('unicast' for a public one), IPv4-mapped IPv6 read as its IPv4. */
export function addressRange(address: string): string {
  const parsed = ipaddr.process(address);
  return parsed.range();
}

/** Whether the server may connect to this address: public unicast, or inside a range the operator allowed. */
export function isAllowedAddress(address: string, allowed: AllowedRanges = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'unicast') return true;
  return allowed.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits));
}

export function createOutboundAddressGuard(allowed: AllowedRanges = []): OutboundAddressGuard {
  function refusal(host: string, addresses: readonly string[]): OutboundAddressRefused | undefined {
    const bad = addresses.find((address) => !isAllowedAddress(address, allowed));
    if (bad === undefined) return undefined;
    return new OutboundAddressRefused(host, bad, ipaddr.isValid(bad) ? addressRange(bad) : 'not an address');
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
