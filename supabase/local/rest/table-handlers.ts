import type { Tx } from '../db.ts'
import { pgrstErrors } from './pgrst-errors.ts'
import {
  nonNegativeInt,
  orderSql,
  Params,
  quoteIdent,
  selectSql,
  splitTopLevel,
  whereSql,
} from './query-parser.ts'
import type { Prefer } from './rest-context.ts'
import type { Relation } from './schema-cache.ts'

export interface TableResult {
  status: number
  /** A JSON array text, or undefined for an empty (minimal) response. */
  body: string | undefined
  rows: number
  contentRange: string
}

const range = (offset: number, rows: number, total: number | undefined): string =>
  `${rows === 0 ? '*' : `${offset}-${offset + rows - 1}`}/${total ?? '*'}`

const AGGREGATE = `coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n`

/** Range: 0-9 (PostgREST accepts it as well as limit/offset). */
function rangeHeader(
  value: string | undefined,
): { offset: number; limit: number | undefined } | undefined {
  const match = value?.match(/^(\d+)-(\d*)$/)
  if (!match) return undefined
  const offset = Number(match[1])
  return { offset, limit: match[2] ? Number(match[2]) - offset + 1 : undefined }
}

export interface RowWindow {
  /** `limit` or the Range header's size, capped at max_rows. */
  limit: number | undefined
  offset: number
}

/**
 * The rows a read may return: what the client asked for (limit/offset or a Range header), never
 * more than `[api] max_rows` (PostgREST's db-max-rows: hosted projects answer at most 1,000 rows
 * however many match, silently, so the app must page).
 */
export function rowWindow(
  search: URLSearchParams,
  rangeValue: string | undefined,
  maxRows: number | undefined,
): RowWindow {
  const headerRange = rangeHeader(rangeValue)
  const requested = nonNegativeInt(search.get('limit'), 'limit') ?? headerRange?.limit
  const limit =
    maxRows === undefined ? requested : Math.min(requested ?? Number.POSITIVE_INFINITY, maxRows)
  const offset = nonNegativeInt(search.get('offset'), 'offset') ?? headerRange?.offset ?? 0
  return { limit, offset }
}

export const pageSql = ({ limit, offset }: RowWindow): string =>
  `${limit !== undefined ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`

export async function readRows(
  tx: Tx,
  rel: Relation,
  search: URLSearchParams,
  prefer: Prefer,
  window: RowWindow,
): Promise<TableResult> {
  const params = new Params()
  const select = selectSql(rel, search.get('select'))
  const where = whereSql(rel, search, params)
  const order = orderSql(rel, search.get('order'))
  const { offset } = window
  const page = pageSql(window)
  const table = `public.${quoteIdent(rel.name)}`
  const { rows } = await tx.query<{ body: string; n: number }>(
    `select ${AGGREGATE} from (select ${select} from ${table} where ${where}${order}${page}) _r`,
    params.values,
  )
  const result = rows[0] ?? { body: '[]', n: 0 }
  let total: number | undefined
  if (prefer.count) {
    const counted = await tx.query<{ total: number }>(
      `select count(*)::int as total from ${table} where ${where}`,
      params.values,
    )
    total = counted.rows[0]?.total ?? 0
  }
  return {
    status: 200,
    body: result.body,
    rows: result.n,
    contentRange: range(offset, result.n, total),
  }
}

function payloadColumns(
  rel: Relation,
  rows: Record<string, unknown>[],
  columnsParam: string | null,
): string[] {
  const columns = columnsParam
    ? splitTopLevel(columnsParam).map((c) => c.replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))]
  for (const column of columns) {
    if (!rel.columns.has(column)) throw pgrstErrors.payloadColumnNotFound(rel.name, column)
  }
  return columns
}

async function writeResult(
  tx: Tx,
  sql: string,
  params: Params,
  prefer: Prefer,
  status: number,
): Promise<TableResult> {
  const { rows } = await tx.query<{ body: string; n: number }>(sql, params.values)
  const result = rows[0] ?? { body: '[]', n: 0 }
  const contentRange = `*/${prefer.count ? result.n : '*'}`
  if (prefer.returnRepresentation)
    return { status, body: result.body, rows: result.n, contentRange }
  return { status: status === 201 ? 201 : 204, body: undefined, rows: result.n, contentRange }
}

export async function insertRows(
  tx: Tx,
  rel: Relation,
  search: URLSearchParams,
  prefer: Prefer,
  payload: unknown,
): Promise<TableResult> {
  const rows = Array.isArray(payload) ? payload : [payload]
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
    throw pgrstErrors.invalidJson()
  const objects = rows as Record<string, unknown>[]
  if (objects.length === 0)
    return {
      status: 201,
      body: prefer.returnRepresentation ? '[]' : undefined,
      rows: 0,
      contentRange: '*/0',
    }
  if (!prefer.missingDefault || objects.length === 1) {
    return insertBatch(
      tx,
      rel,
      search,
      prefer,
      objects,
      payloadColumns(rel, objects, search.get('columns')),
    )
  }
  // missing=default: rows with the same keys go in one statement, so absent keys take defaults.
  const groups = new Map<string, Record<string, unknown>[]>()
  for (const row of objects) {
    const key = JSON.stringify(Object.keys(row).sort())
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const bodies: unknown[] = []
  let count = 0
  for (const group of groups.values()) {
    const result = await insertBatch(
      tx,
      rel,
      search,
      { ...prefer, returnRepresentation: true },
      group,
      payloadColumns(rel, group, null),
    )
    bodies.push(...(JSON.parse(result.body ?? '[]') as unknown[]))
    count += result.rows
  }
  const contentRange = `*/${prefer.count ? count : '*'}`
  return {
    status: 201,
    body: prefer.returnRepresentation ? JSON.stringify(bodies) : undefined,
    rows: count,
    contentRange,
  }
}

async function insertBatch(
  tx: Tx,
  rel: Relation,
  search: URLSearchParams,
  prefer: Prefer,
  objects: Record<string, unknown>[],
  columns: string[],
): Promise<TableResult> {
  const params = new Params()
  const table = `public.${quoteIdent(rel.name)}`
  const list = columns.map(quoteIdent).join(', ')
  const source =
    columns.length === 0
      ? 'default values'
      : `(${list}) select ${list} from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(objects))}::json)`
  let conflict = ''
  if (prefer.resolution) {
    const target = splitTopLevel(search.get('on_conflict') ?? 'id')
    for (const c of target) if (!rel.columns.has(c)) throw pgrstErrors.columnNotFound(rel.name, c)
    const updates = columns
      .filter((c) => !target.includes(c))
      .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
    const onTarget = `on conflict (${target.map(quoteIdent).join(', ')})`
    conflict =
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` ${onTarget} do nothing`
        : ` ${onTarget} do update set ${updates.join(', ')}`
  }
  const select = selectSql(rel, search.get('select'))
  const sql = `with _w as (insert into ${table} ${source}${conflict} returning *)
    select ${AGGREGATE} from (select ${select} from _w) _r`
  return writeResult(tx, sql, params, prefer, 201)
}

export async function updateRows(
  tx: Tx,
  rel: Relation,
  search: URLSearchParams,
  prefer: Prefer,
  payload: unknown,
): Promise<TableResult> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw pgrstErrors.invalidJson()
  const columns = payloadColumns(rel, [payload as Record<string, unknown>], null)
  if (columns.length === 0)
    return {
      status: prefer.returnRepresentation ? 200 : 204,
      body: prefer.returnRepresentation ? '[]' : undefined,
      rows: 0,
      contentRange: '*/*',
    }
  const params = new Params()
  const table = `public.${quoteIdent(rel.name)}`
  const list = columns.map(quoteIdent).join(', ')
  const values = `(select ${list} from json_populate_record(null::${table}, ${params.add(JSON.stringify(payload))}::json))`
  const where = whereSql(rel, search, params)
  const select = selectSql(rel, search.get('select'))
  const sql = `with _w as (update ${table} set (${list}) = ${values} where ${where} returning *)
    select ${AGGREGATE} from (select ${select} from _w) _r`
  return writeResult(tx, sql, params, prefer, 200)
}

export async function deleteRows(
  tx: Tx,
  rel: Relation,
  search: URLSearchParams,
  prefer: Prefer,
): Promise<TableResult> {
  const params = new Params()
  const table = `public.${quoteIdent(rel.name)}`
  const where = whereSql(rel, search, params)
  const select = selectSql(rel, search.get('select'))
  const sql = `with _w as (delete from ${table} where ${where} returning *)
    select ${AGGREGATE} from (select ${select} from _w) _r`
  return writeResult(tx, sql, params, prefer, 200)
}
