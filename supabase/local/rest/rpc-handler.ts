import type { Tx } from '../db.ts'
import { pgrstErrors } from './pgrst-errors.ts'
import { Params, quoteIdent } from './query-parser.ts'
import type { RestContext } from './rest-context.ts'
import { matchFunction, type RpcFunction } from './schema-cache.ts'
import { pageSql, type RowWindow } from './table-handlers.ts'

export interface RpcCall {
  fn: RpcFunction
  args: Record<string, unknown>
}

/** Resolves `rpc/<name>` with these named arguments to one function, as PostgREST does. */
export async function resolveRpc(
  ctx: RestContext,
  name: string,
  args: Record<string, unknown>,
): Promise<RpcCall> {
  const keys = Object.keys(args)
  let candidates = (await ctx.schema()).functions.get(name)
  if (!candidates) candidates = (await ctx.reloadSchema()).functions.get(name)
  const fn = candidates ? matchFunction(candidates, keys) : undefined
  if (!fn) throw pgrstErrors.functionNotFound(name, keys.sort())
  return { fn, args }
}

export interface RpcResult {
  status: number
  body: string | undefined
  rows: number
}

/**
 * Arguments travel as one JSON parameter unpacked by json_to_record with the function's own
 * argument types (from pg_catalog), the way PostgREST calls functions.
 */
export async function callRpc(tx: Tx, call: RpcCall, window: RowWindow): Promise<RpcResult> {
  const params = new Params()
  const keys = Object.keys(call.args)
  const target = `public.${quoteIdent(call.fn.name)}`
  let from: string
  if (keys.length === 0) {
    from = `${target}() _r`
  } else {
    const types = new Map(call.fn.args.map((a) => [a.name, a.type]))
    const definition = keys.map((k) => `${quoteIdent(k)} ${types.get(k)!}`).join(', ')
    const named = keys.map((k) => `${quoteIdent(k)} := _a.${quoteIdent(k)}`).join(', ')
    from = `json_to_record(${params.add(JSON.stringify(call.args))}::json) as _a(${definition}), lateral ${target}(${named}) _r`
  }
  if (call.fn.returnsVoid) {
    await tx.query(`select count(*) from ${from}`, params.values)
    return { status: 204, body: undefined, rows: 0 }
  }
  if (call.fn.returnsSet) {
    // A set is a read like any other: at most max_rows, pageable with limit/offset or Range.
    const { rows } = await tx.query<{ body: string; n: number }>(
      `select coalesce(json_agg(_s._r), '[]')::text as body, count(*)::int as n
         from (select _r from ${from}${pageSql(window)}) _s`,
      params.values,
    )
    return { status: 200, body: rows[0]?.body ?? '[]', rows: rows[0]?.n ?? 0 }
  }
  const { rows } = await tx.query<{ body: string }>(
    `select to_json(_r)::text as body from ${from}`,
    params.values,
  )
  return { status: 200, body: rows[0]?.body ?? 'null', rows: 1 }
}
