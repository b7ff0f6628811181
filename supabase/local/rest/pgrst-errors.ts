import type { PgError } from '../db.ts'
import { sendJson } from '../http/http-utils.ts'

/** An error in PostgREST's body shape: `{ code, details, hint, message }`. */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export function sendPgrstError(error: PgrstError): Response {
  return sendJson(
    error.status,
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    error.headers,
  )
}

/** PostgREST's mapping of SQLSTATE to HTTP status (Error.hs, pgErrorStatus). */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === 'P0001') return 400
  if (code === '42P17') return 500
  const prefix = code.slice(0, 2)
  if (prefix === '08' || prefix === '53') return 503
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      prefix,
    )
  )
    return 500
  if (prefix === '54') return 413
  return 400
}

export function fromPgError(error: PgError, authenticated: boolean): PgrstError {
  return new PgrstError(
    statusForSqlState(error.code, authenticated),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  )
}

export const pgrstErrors = {
  invalidJson: () => new PgrstError(400, 'PGRST102', 'Empty or invalid json'),
  parse: (what: string, detail: string) =>
    new PgrstError(400, 'PGRST100', `"failed to parse ${what}"`, detail),
  tableNotFound: (name: string) =>
    new PgrstError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
    ),
  functionNotFound: (name: string, args: string[]) =>
    new PgrstError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${args.length ? `(${args.join(', ')})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${name}${args.length ? ` with parameters ${args.join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`,
    ),
  columnNotFound: (table: string, column: string) =>
    new PgrstError(400, '42703', `column ${table}.${column} does not exist`),
  payloadColumnNotFound: (table: string, column: string) =>
    new PgrstError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  singular: (rows: number) =>
    new PgrstError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows} rows`,
    ),
  schema: () =>
    new PgrstError(
      406,
      'PGRST106',
      'Invalid schema: only public is exposed',
      null,
      'Only the following schemas are exposed: public',
    ),
  jwt: (expired: boolean) =>
    expired
      ? new PgrstError(401, 'PGRST303', 'JWT expired', null, null, {
          'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
        })
      : new PgrstError(401, 'PGRST301', 'JWSError JWSInvalidSignature', null, null, {
          'WWW-Authenticate':
            'Bearer error="invalid_token", error_description="JWSError JWSInvalidSignature"',
        }),
  badRole: (role: string) => new PgrstError(401, 'PGRST301', `role "${role}" is not allowed`),
  tooLarge: () =>
    new PgrstError(413, 'PGRST413', 'Payload Too Large', 'The request body exceeds 12 MB'),
  method: () => new PgrstError(405, 'PGRST117', 'Unsupported HTTP method'),
}
