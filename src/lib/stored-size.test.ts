/** Sizes measured as the database measures them, checked against PostgreSQL itself (PGlite). */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonByteLength, jsonbTextBytes } from './stored-size'

let db: PGlite
// Starting PostgreSQL in WebAssembly takes seconds on a busy machine.
beforeAll(async () => {
  db = new PGlite()
  await db.waitReady
}, 60_000)
afterAll(async () => {
  await db.close()
})

async function octetLength(value: unknown): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select octet_length($1::jsonb::text) as n', [
    JSON.stringify(value),
  ])
  return Number(rows[0]?.n)
}

describe('jsonbTextBytes', () => {
  it('equals octet_length(value::jsonb::text) where JSON.stringify falls short', async () => {
    const values = [
      [],
      {},
      [
        {
          id: 'card_0',
          front: 'Front, with: punctuation',
          back: 'Zoë 🧬 "quoted"\nline',
          difficulty: 'easy',
        },
      ],
      { a: [1, 2, { b: null, c: [true, false] }], d: 'x' },
      [[], {}, [[]], 'tab\tand\\backslash'],
    ]
    for (const value of values) {
      expect(jsonbTextBytes(value)).toBe(await octetLength(value))
    }
    expect(jsonByteLength(values[2])).toBeLessThan(await octetLength(values[2]))
  })
})
