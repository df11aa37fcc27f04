// Who is guessing, for the entry-code budgets: the caller's own address and the network around it.
import ipaddr from 'ipaddr.js';

export interface GuesserKeys {
  /** An IPv4 address, or an IPv6 /64: one host gets a whole /64, so its single addresses count for nothing. */
  address: string;
  /** An IPv4 /24 or an IPv6 /48: the block one party commonly holds. */
  network: string;
}

/** The first `bits` of the address, as `<address>/<bits>` with the rest zeroed. */
function block(ip: ipaddr.IPv4 | ipaddr.IPv6, bits: number): string {
  const bytes = ip.toByteArray().map((byte, i) => {
    const kept = Math.min(8, Math.max(0, bits - i * 8));
    return byte & (0xff << (8 - kept)) & 0xff;
  });
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`;
}

export function guesserKeys(ip: string): GuesserKeys {
  // The socket's address as Express gives it; one that does not parse is its own budget.
  if (!ipaddr.isValid(ip.split('%')[0]!)) return { address: ip, network: ip };
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) counts as the IPv4 address it is.
  const parsed = ipaddr.process(ip.split('%')[0]!);
  if (parsed.kind() === 'ipv4') return { address: parsed.toString(), network: block(parsed, 24) };
  return { address: block(parsed, 64), network: block(parsed, 48) };
}
