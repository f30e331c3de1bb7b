import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';

/**
 * The client address that limits count against: an IPv4 address as it is (an IPv4-mapped IPv6 one as
 * IPv4), an IPv6 address as its /64, since one subscriber is usually given a whole /64 and could
 * otherwise rotate through its addresses to escape a per-address limit.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The client's address for a request Fastify never sees (socket.io's handshake): the connection's own,
 * or behind a trusted proxy (TRUST_PROXY) the first X-Forwarded-For entry, as Fastify's request.ip is
 * with `trustProxy: true`.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const own = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  if (!trustProxy || !forwarded) return own;
  const first = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',')[0]?.trim();
  return first || own;
}
