import type { Json } from '@/types/database.types'

/** Domain values are plain JSON already; this only tells TypeScript so (for a row's JSON column). */
export function asJson(value: unknown): Json {
  return value as Json
}
