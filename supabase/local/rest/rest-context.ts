import type { DbRole, SerialDb } from '../db.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'

export class RestContext {
  private cache: Promise<SchemaCache> | undefined

  /** `maxRows`: config.toml's `[api] max_rows`, the most rows one read returns (db-max-rows). */
  constructor(
    readonly db: SerialDb,
    readonly maxRows: number | undefined = undefined,
  ) {}

  schema(): Promise<SchemaCache> {
    this.cache ??= loadSchemaCache(this.db)
    return this.cache
  }

  /** A miss may mean the schema changed under us (db:reset while running): reload once. */
  reloadSchema(): Promise<SchemaCache> {
    this.cache = loadSchemaCache(this.db)
    return this.cache
  }
}

export interface Caller {
  role: DbRole
  claims: Record<string, unknown>
}

export interface Prefer {
  returnRepresentation: boolean
  count: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined
  /** `missing=default`: keys absent from a bulk row take the column default instead of null. */
  missingDefault: boolean
}

export function parsePrefer(value: string | undefined): Prefer {
  const tokens = (value ?? '').split(/[,\s]+/).filter(Boolean)
  const resolution = tokens.find((t) => t.startsWith('resolution='))?.slice('resolution='.length)
  return {
    returnRepresentation: tokens.includes('return=representation'),
    count: tokens.some((t) => /^count=(exact|planned|estimated)$/.test(t)),
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates'
        ? resolution
        : undefined,
    missingDefault: tokens.includes('missing=default'),
  }
}

/** `Accept: application/vnd.pgrst.object+json[;nulls=stripped]` (.single() / .maybeSingle()). */
export function parseAccept(value: string | undefined): { singular: boolean; stripNulls: boolean } {
  const accept = (value ?? '').toLowerCase()
  return {
    singular: accept.includes('application/vnd.pgrst.object+json'),
    stripNulls: accept.includes('nulls=stripped'),
  }
}

function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
  }
  return value
}

/** Shapes a JSON array text (from json_agg) as the client asked: array, or one object. */
export function shapeBody(
  arrayJson: string,
  accept: { singular: boolean; stripNulls: boolean },
): string {
  if (!accept.singular && !accept.stripNulls) return arrayJson
  let parsed = JSON.parse(arrayJson) as unknown
  if (accept.stripNulls) parsed = stripNulls(parsed)
  if (accept.singular && Array.isArray(parsed)) parsed = parsed[0] ?? null
  return JSON.stringify(parsed)
}
