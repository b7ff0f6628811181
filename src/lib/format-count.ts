/**
 * A whole number as en-US writes it: 12345 → '12,345'. Not through `toLocaleString` or
 * `Intl.NumberFormat`: a page's first Intl formatter loads the locale data, a task of 30-40 ms
 * on this machine (over 120 ms with Lighthouse's 4x slower phone), and the paste-notes counter
 * draws one while the landing page starts.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US')
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',')
  return count < 0 ? `-${digits}` : digits
}
