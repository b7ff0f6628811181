import { describe, expect, it } from 'vitest'
import { PgrstError } from './pgrst-errors.ts'
import { orderSql, Params, selectSql, splitTopLevel, whereSql } from './query-parser.ts'
import type { Relation } from './schema-cache.ts'

const guides: Relation = {
  name: 'study_guides',
  columns: new Map([
    ['id', 'uuid'],
    ['title', 'text'],
    ['created_at', 'timestamp with time zone'],
    ['settings', 'jsonb'],
  ]),
}

const where = (query: string): { sql: string; values: unknown[] } => {
  const params = new Params()
  return { sql: whereSql(guides, new URLSearchParams(query), params), values: params.values }
}

describe('query parser', () => {
  it('binds every filter value as a parameter, never as SQL text', () => {
    const hostile = "x'); drop table study_guides; --"
    const { sql, values } = where(
      `title=eq.${encodeURIComponent(hostile)}&id=in.(a,"b,c")&title=ilike.*bio*`,
    )
    expect(sql).not.toContain('drop')
    expect(sql).toBe(
      `"title" = $1 and "id" = any(cast($2::text as uuid[])) and "title"::text ilike $3`,
    )
    expect(values).toEqual([hostile, '{"a","b,c"}', '%bio%'])
  })

  it('builds logic trees and negations', () => {
    const { sql, values } = where(
      'or=(title.eq.a,and(title.neq.b,created_at.is.null))&title=not.eq.c',
    )
    expect(sql).toBe(
      `("title" = $1 or ("title" <> $2 and "created_at" is null)) and not ("title" = $3)`,
    )
    expect(values).toEqual(['a', 'b', 'c'])
  })

  it('refuses unknown columns, operators and unbalanced syntax with PostgREST codes', () => {
    const codeOf = (run: () => unknown): string | undefined => {
      try {
        run()
      } catch (error) {
        return error instanceof PgrstError ? error.code : 'other'
      }
      return undefined
    }
    expect(codeOf(() => where('nope=eq.1'))).toBe('42703')
    expect(codeOf(() => where('title=drop.1'))).toBe('PGRST100')
    expect(codeOf(() => where('or=(title.eq.a'))).toBe('PGRST100')
    expect(codeOf(() => where('title=is.1; drop'))).toBe('PGRST100')
    expect(codeOf(() => selectSql(guides, 'id,title);drop'))).toBe('PGRST100')
    expect(codeOf(() => orderSql(guides, 'created_at.desc;drop'))).toBe('PGRST100')
    expect(codeOf(() => splitTopLevel('a,"b'))).toBe('PGRST100')
  })

  it('takes only a type name after :: (no SQL after a cast), with PostgREST’s parse error', () => {
    const probe = 'id::uuid from study_guides union all select id'
    let refused: unknown
    try {
      selectSql(guides, probe)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(PgrstError)
    expect(refused).toMatchObject({
      status: 400,
      code: 'PGRST100',
      message: `"failed to parse select parameter (${probe})"`,
      details:
        'unexpected "uuid from study_guides union all select id" expecting a type name (letters, digits and _)',
      hint: null,
    })
    for (const cast of ['text[]', 'text)', 'text;', '"text"', 'int 4', '4int', ''])
      expect(() => selectSql(guides, `title::${cast}`), cast).toThrow(PgrstError)
    expect(selectSql(guides, 'n:title::varchar,id::int4')).toBe(
      `"title"::varchar as "n", "id"::int4 as "id"`,
    )
  })

  it('selects with aliases, casts and JSON paths; orders with nulls placement', () => {
    expect(selectSql(guides, 't:title,id::text,settings->>difficulty')).toBe(
      `"title" as "t", "id"::text as "id", "settings"->>'difficulty' as "difficulty"`,
    )
    expect(orderSql(guides, 'created_at.desc.nullslast,title')).toBe(
      ` order by "created_at" desc nulls last, "title"`,
    )
  })
})
