import { pgrstErrors } from './pgrst-errors.ts'
import type { Relation } from './schema-cache.ts'

/** Collects bound parameters: user values never enter the SQL text. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`

/** Splits on top-level commas, respecting parentheses and double quotes. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!
    if (ch === '\\' && quoted) {
      current += ch + (input[i + 1] ?? '')
      i++
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    if (depth < 0) throw pgrstErrors.parse(`(${input})`, 'unbalanced parentheses')
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  if (depth !== 0 || quoted)
    throw pgrstErrors.parse(`(${input})`, 'unbalanced parentheses or quotes')
  parts.push(current)
  return parts
}

const unquote = (value: string): string =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value

const pgArrayLiteral = (items: string[]): string =>
  `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`

export function columnType(rel: Relation, column: string): string {
  const type = rel.columns.get(column)
  if (type === undefined) throw pgrstErrors.columnNotFound(rel.name, column)
  return type
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
}
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
}

/** One filter: `column=op.value` or `column=not.op.value` (PostgREST's horizontal filtering). */
export function filterSql(
  rel: Relation,
  column: string,
  expression: string,
  params: Params,
  inLogicTree = false,
): string {
  const type = columnType(rel, column)
  const col = quoteIdent(column)
  let rest = expression
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0)
    throw pgrstErrors.parse(
      `filter (${expression})`,
      `unexpected end of input, expecting an operator (eq, neq, gt, ...)`,
    )
  const op = rest.slice(0, dot)
  const raw = rest.slice(dot + 1)
  const value = inLogicTree ? unquote(raw) : raw
  let sql: string
  const comparison = COMPARISONS[op]
  if (comparison) {
    const operand = op === 'ov' && value.startsWith('(') ? `{${value.slice(1, -1)}}` : value
    sql = `${col} ${comparison} ${params.add(operand)}`
  } else if (op === 'like' || op === 'ilike') {
    sql = `${col}::text ${op} ${params.add(value.replace(/\*/g, '%'))}`
  } else if (op === 'match' || op === 'imatch') {
    sql = `${col}::text ${op === 'match' ? '~' : '~*'} ${params.add(value)}`
  } else if (op === 'is') {
    const keyword = IS_VALUES[value.toLowerCase()]
    if (!keyword)
      throw pgrstErrors.parse(
        `filter (${expression})`,
        'is accepts null, not_null, true, false or unknown',
      )
    sql = `${col} is ${keyword}`
  } else if (op === 'isdistinct') {
    sql = `${col} is distinct from ${params.add(value)}`
  } else if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')'))
      throw pgrstErrors.parse(`filter (${expression})`, 'in expects a list: (a,b,c)')
    const items = value === '()' ? [] : splitTopLevel(value.slice(1, -1)).map(unquote)
    // The type comes from pg_catalog, never from the request.
    sql = `${col} = any(cast(${params.add(pgArrayLiteral(items))}::text as ${type}[]))`
  } else {
    throw pgrstErrors.parse(`filter (${expression})`, `unknown operator "${op}"`)
  }
  return negate ? `not (${sql})` : sql
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends. */
export function logicSql(
  rel: Relation,
  op: string,
  negate: boolean,
  body: string,
  params: Params,
): string {
  if (!body.startsWith('(') || !body.endsWith(')'))
    throw pgrstErrors.parse(`logic tree (${op}=${body})`, 'expecting "("')
  const parts = splitTopLevel(body.slice(1, -1)).map((item) => {
    const nested = item.match(/^(not\.)?(and|or)(\(.*\))$/s)
    if (nested) return logicSql(rel, nested[2]!, Boolean(nested[1]), nested[3]!, params)
    const dot = item.indexOf('.')
    if (dot < 0) throw pgrstErrors.parse(`logic tree (${item})`, 'expecting column.operator.value')
    return filterSql(rel, item.slice(0, dot), item.slice(dot + 1), params, true)
  })
  const sql = `(${parts.join(op === 'or' ? ' or ' : ' and ')})`
  return negate ? `not ${sql}` : sql
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])

/** The WHERE clause of every horizontal filter in the query string ('true' when none). */
export function whereSql(rel: Relation, search: URLSearchParams, params: Params): string {
  const clauses: string[] = []
  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue
    const logic = key.match(/^(not\.)?(and|or)$/)
    if (logic) clauses.push(logicSql(rel, logic[2]!, Boolean(logic[1]), value, params))
    else clauses.push(filterSql(rel, key, value, params))
  }
  return clauses.length ? clauses.join(' and ') : 'true'
}

// A cast names a type and nothing else (PostgREST: `::` then letters and digits): the name goes
// into the SQL text, so anything more (a space, a bracket) would be SQL of the caller's choosing.
const SELECT_ITEM =
  /^(?:([A-Za-z_]\w*):)?([A-Za-z_]\w*)((?:->>?[A-Za-z_0-9]+)*)(?:::([A-Za-z_][A-Za-z0-9_]*))?$/

/** The select list: `*`, `col`, `alias:col`, `col::text`, `col->key`, `col->>key`. */
export function selectSql(rel: Relation, select: string | null): string {
  if (select === null || select === '' || select === '*') return '*'
  return splitTopLevel(select)
    .map((item) => {
      if (item === '*') return '*'
      const match = item.match(SELECT_ITEM)
      if (!match) {
        const cast = item.indexOf('::')
        if (cast >= 0) {
          throw pgrstErrors.parse(
            `select parameter (${select})`,
            `unexpected "${item.slice(cast + 2)}" expecting a type name (letters, digits and _)`,
          )
        }
        if (item.includes('(')) {
          throw pgrstErrors.parse(
            `select parameter (${select})`,
            'resource embedding is not supported by the local backend',
          )
        }
        throw pgrstErrors.parse(`select parameter (${select})`, `unexpected "${item}"`)
      }
      const [, alias, column, path, cast] = match
      columnType(rel, column!)
      let expr = quoteIdent(column!)
      let name = column!
      for (const step of path?.match(/->>?[A-Za-z_0-9]+/g) ?? []) {
        const key = step.replace(/^->>?/, '')
        expr = `${expr}${step.startsWith('->>') ? '->>' : '->'}'${key}'`
        name = key
      }
      if (cast) expr = `${expr}::${cast}`
      return `${expr} as ${quoteIdent(alias ?? name)}`
    })
    .join(', ')
}

export function orderSql(rel: Relation, order: string | null): string {
  if (!order) return ''
  const terms = splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.')
    columnType(rel, column ?? '')
    let sql = quoteIdent(column!)
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`
      else if (modifier === 'nullsfirst') sql += ' nulls first'
      else if (modifier === 'nullslast') sql += ' nulls last'
      else throw pgrstErrors.parse(`order (${order})`, `unexpected "${modifier}"`)
    }
    return sql
  })
  return ` order by ${terms.join(', ')}`
}

export function nonNegativeInt(value: string | null, what: string): number | undefined {
  if (value === null || value === '') return undefined
  if (!/^\d+$/.test(value))
    throw pgrstErrors.parse(what, `"${value}" is not a non-negative integer`)
  return Number(value)
}
