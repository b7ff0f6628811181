/** IP addresses as text, read into numbers (the allowance key, the source fetcher's rules). */

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail converted), or null. */
export function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const v4 = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (v4) {
    const bytes = ipv4Bytes(v4[2]!)
    if (!bytes) return null
    address = `${v4[1]}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`
  }
  const halves = address.split('::')
  if (halves.length > 2) return null
  const part = (half: string) => (half === '' ? [] : half.split(':'))
  const head = part(halves[0]!)
  const tail = halves.length === 2 ? part(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

/** The four bytes of a dotted IPv4 address, or null. */
export function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null
  const bytes = parts.map(Number)
  return bytes.every((byte) => byte <= 255) ? bytes : null
}
