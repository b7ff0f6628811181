import type { Refusal } from './refusals.ts'
/**
 * Where the `source` function may fetch from, as a public fetcher decides it: http and https on
 * ports 80 and 443, at an address of the public internet. Refused: private networks, loopback,
 * link-local, carrier-grade NAT, multicast, cloud metadata, and the reserved rest (IPv4 and IPv6,
 * IPv4 inside IPv6 by the address it carries). The local backend (development and tests) may
 * also fetch loopback addresses, on any port; hosted, nothing here ever allows it.
 */
import { ipv4Bytes, ipv6Groups } from '../_shared/ip-address.ts'

export interface FetchRules {
  /** Only the local backend's runner sets this (serve.ts); index.ts, what is deployed, never. */
  allowLoopback: boolean
}

type Verdict = 'public' | 'loopback' | 'refused'

// [first byte, second byte from, second byte to] or a whole first byte (-1): not public.
const IPV4_REFUSED: [number, number, number][] = [
  [0, -1, -1], // "this network"
  [10, -1, -1], // private
  [100, 64, 127], // carrier-grade NAT
  [169, 254, 254], // link-local, cloud metadata (169.254.169.254)
  [172, 16, 31], // private
  [192, 168, 168], // private
  [198, 18, 19], // benchmarking
]

function classifyIpv4([a, b, c]: number[]): Verdict {
  if (a === 127) return 'loopback'
  if (a! >= 224) return 'refused' // multicast (224/4), reserved (240/4), broadcast
  for (const [first, from, to] of IPV4_REFUSED) {
    if (a === first && (from === -1 || (b! >= from && b! <= to))) return 'refused'
  }
  // 192.0.0.0/24 (protocol assignments), 192.0.2/24, 198.51.100/24, 203.0.113/24 (documentation)
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'refused'
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'refused'
  return 'public'
}

function classifyIpv6(groups: number[]): Verdict {
  const [g0, , , , g4, g5, g6, g7] = groups as [number, ...number[]]
  const zeroTo = (n: number) => groups.slice(0, n).every((group) => group === 0)
  if (zeroTo(7) && g7 === 1) return 'loopback' // ::1
  if (zeroTo(8)) return 'refused' // ::
  const carried = [g6! >> 8, g6! & 255, g7! >> 8, g7! & 255]
  if (zeroTo(5) && g5 === 0xffff) return classifyIpv4(carried) // ::ffff:a.b.c.d
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return classifyIpv4(carried) // ::ffff:0:a.b.c.d
  if (zeroTo(6)) return 'refused' // deprecated IPv4-compatible ::a.b.c.d
  if (g0 === 0x64 && groups[1] === 0xff9b) return classifyIpv4(carried) // NAT64 64:ff9b::/96
  if (g0 === 0x2002) return classifyIpv4([groups[1]! >> 8, groups[1]! & 255, groups[2]! >> 8]) // 6to4
  if ((g0 & 0xfe00) === 0xfc00) return 'refused' // unique local fc00::/7 (AWS metadata fd00:ec2::254)
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return 'refused' // link-local, site-local
  if ((g0 & 0xff00) === 0xff00) return 'refused' // multicast
  if (g0 === 0x2001 && groups[1] === 0x0db8) return 'refused' // documentation
  if (g0 === 0x2001 && groups[1]! < 0x0200) return 'refused' // Teredo, benchmarking, ORCHID…
  if (g0 === 0x0100 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0) return 'refused' // discard 100::/64
  return 'public'
}

/** 'public', 'loopback' or 'refused' for an address in text; anything unreadable is refused. */
export function classifyAddress(address: string): Verdict {
  const v4 = ipv4Bytes(address.trim())
  if (v4) return classifyIpv4(v4)
  const v6 = ipv6Groups(address.trim())
  return v6 ? classifyIpv6(v6) : 'refused'
}

/** True when the function may connect to the address under these rules. */
export function addressAllowed(address: string, rules: FetchRules): boolean {
  const verdict = classifyAddress(address)
  return verdict === 'public' || (verdict === 'loopback' && rules.allowLoopback)
}

/** Why a URL may not be fetched (a refusal's name, its English in refusals.ts), or null. */
export function urlRefusal(url: URL, rules: FetchRules): Refusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { name: 'notHttp' }
  if (url.username || url.password) return { name: 'withCredentials' }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
  if (port === 80 || port === 443) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const loopbackName = host === 'localhost' || classifyAddress(host) === 'loopback'
  return rules.allowLoopback && loopbackName ? null : { name: 'otherPort' }
}
