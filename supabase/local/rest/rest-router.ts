import { asPgError, type DbRole } from '../db.ts'
import { checkApiKey } from '../http/gateway.ts'
import { BodyTooLargeError, bearerToken, header, readBody, send } from '../http/http-utils.ts'
import { verifyJwt } from '../jwt.ts'
import { fromPgError, PgrstError, pgrstErrors, sendPgrstError } from './pgrst-errors.ts'
import {
  parseAccept,
  parsePrefer,
  shapeBody,
  type Caller,
  type RestContext,
} from './rest-context.ts'
import { callRpc, resolveRpc } from './rpc-handler.ts'
import type { Relation } from './schema-cache.ts'
import {
  deleteRows,
  insertRows,
  readRows,
  rowWindow,
  updateRows,
  type TableResult,
} from './table-handlers.ts'

const ROLES: DbRole[] = ['anon', 'authenticated', 'service_role']
const PAGE_KEYS = ['limit', 'offset']

/** PostgREST's JWT handling: no token is anon; a bad or expired token is refused outright. */
async function identify(req: Request): Promise<Caller> {
  const token = bearerToken(req)
  if (!token) return { role: 'anon', claims: { role: 'anon' } }
  const result = await verifyJwt(token)
  if (!result.ok) throw pgrstErrors.jwt(result.reason === 'expired')
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon'
  if (!ROLES.includes(role as DbRole)) throw pgrstErrors.badRole(role)
  return { role: role as DbRole, claims: result.claims }
}

async function jsonPayload(req: Request): Promise<unknown> {
  const raw = await readBody(req)
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw pgrstErrors.invalidJson()
  }
}

/** A malformed %-escape is a client error, not a crash. */
function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw pgrstErrors.tableNotFound(raw)
  }
}

async function relation(ctx: RestContext, name: string): Promise<Relation> {
  const rel =
    (await ctx.schema()).relations.get(name) ?? (await ctx.reloadSchema()).relations.get(name)
  if (!rel) throw pgrstErrors.tableNotFound(name)
  return rel
}

function rpcArgs(method: string, url: URL, payload: unknown): Record<string, unknown> {
  if (method === 'GET' || method === 'HEAD') return Object.fromEntries(url.searchParams)
  if (payload === undefined || payload === null) return {}
  if (typeof payload !== 'object' || Array.isArray(payload)) throw pgrstErrors.invalidJson()
  return payload as Record<string, unknown>
}

async function route(ctx: RestContext, req: Request, url: URL, path: string): Promise<Response> {
  const method = req.method
  const profile = header(req, 'accept-profile') ?? header(req, 'content-profile')
  if (profile && profile !== 'public') throw pgrstErrors.schema()
  const caller = await identify(req)
  const prefer = parsePrefer(header(req, 'prefer'))
  const accept = parseAccept(header(req, 'accept'))
  const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT'
  const payload = hasBody ? await jsonPayload(req) : undefined

  const rpcMatch = path.match(/^\/rpc\/([^/]+)$/)
  if (rpcMatch) {
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw pgrstErrors.method()
    const args = rpcArgs(method, url, payload)
    // GET puts the arguments in the query string, beside limit and offset.
    if (method === 'GET' || method === 'HEAD') for (const key of PAGE_KEYS) delete args[key]
    const call = await resolveRpc(ctx, decodeName(rpcMatch[1]!), args)
    const window = rowWindow(url.searchParams, header(req, 'range'), ctx.maxRows)
    const result = await ctx.db.runAs(caller.role, caller.claims, async (tx) => {
      const out = await callRpc(tx, call, window)
      if (accept.singular && call.fn.returnsSet && out.rows !== 1)
        throw pgrstErrors.singular(out.rows)
      return out
    })
    const body =
      result.body !== undefined && call.fn.returnsSet ? shapeBody(result.body, accept) : result.body
    return send(result.status, method === 'HEAD' ? undefined : body)
  }

  const tableMatch = path.match(/^\/([^/]+)$/)
  if (!tableMatch) throw pgrstErrors.tableNotFound(path.replace(/^\//, ''))
  const rel = await relation(ctx, decodeName(tableMatch[1]!))
  const search = url.searchParams
  const result = await ctx.db.runAs(
    caller.role,
    caller.claims,
    async (tx): Promise<TableResult> => {
      let out: TableResult
      if (method === 'GET' || method === 'HEAD')
        out = await readRows(
          tx,
          rel,
          search,
          prefer,
          rowWindow(search, header(req, 'range'), ctx.maxRows),
        )
      else if (method === 'POST') out = await insertRows(tx, rel, search, prefer, payload)
      else if (method === 'PATCH') out = await updateRows(tx, rel, search, prefer, payload)
      else if (method === 'DELETE') out = await deleteRows(tx, rel, search, prefer)
      else throw pgrstErrors.method()
      // PostgREST refuses (and rolls back) a singular request that did not touch exactly one row.
      const checked = method === 'GET' || method === 'HEAD' || prefer.returnRepresentation
      if (accept.singular && checked && out.rows !== 1) throw pgrstErrors.singular(out.rows)
      return out
    },
  )
  const headers: Record<string, string> = { 'Content-Range': result.contentRange }
  const body =
    result.body === undefined || method === 'HEAD' ? undefined : shapeBody(result.body, accept)
  return send(
    result.status,
    body,
    body === undefined
      ? headers
      : { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  )
}

export async function handleRest(
  ctx: RestContext,
  req: Request,
  url: URL,
  path: string,
): Promise<Response> {
  try {
    return (await checkApiKey(req, url)) ?? (await route(ctx, req, url, path))
  } catch (error) {
    if (error instanceof PgrstError) return sendPgrstError(error)
    if (error instanceof BodyTooLargeError) return sendPgrstError(pgrstErrors.tooLarge())
    const pg = asPgError(error)
    if (pg) {
      const authenticated = (await identify(req).catch(() => undefined))?.role !== 'anon'
      return sendPgrstError(fromPgError(pg, authenticated))
    }
    throw error
  }
}
