/**
 * A sliding-window limit per key, in the function's memory: at most `max` hits per `windowMs`.
 * Each function instance keeps its own window (hosted Supabase may run several), so this stops
 * floods from one caller rather than counting exactly.
 */
export function slidingWindowLimiter(max: number, windowMs: number, now = () => Date.now()) {
  const hits = new Map<string, number[]>()
  return {
    /** Records a hit; returns 0 when allowed, else the milliseconds until one is allowed again. */
    hit(key: string): number {
      const at = now()
      const recent = (hits.get(key) ?? []).filter((time) => at - time < windowMs)
      if (recent.length >= max) {
        hits.set(key, recent)
        return windowMs - (at - recent[0]!)
      }
      recent.push(at)
      hits.set(key, recent)
      // Forget idle callers now and then, so the map stays small.
      if (hits.size > 10_000) {
        for (const [other, times] of hits) {
          if (times.every((time) => at - time >= windowMs)) hits.delete(other)
        }
      }
      return 0
    },
  }
}
