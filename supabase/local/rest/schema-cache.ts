import type { SerialDb } from '../db.ts'

export interface Relation {
  name: string
  /** column name -> SQL type as format_type() spells it (trusted: it comes from pg_catalog). */
  columns: Map<string, string>
}

export interface RpcFunction {
  name: string
  returnsSet: boolean
  returnsVoid: boolean
  /** Input arguments in order, with their types; the last `defaults` may be omitted. */
  args: { name: string; type: string }[]
  defaults: number
}

export interface SchemaCache {
  relations: Map<string, Relation>
  functions: Map<string, RpcFunction[]>
}

const RELATIONS_SQL = `
  select c.relname as name,
         coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                  order by a.attnum) filter (where a.attnum is not null), '[]') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
   group by c.relname`

const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
         coalesce(p.proargnames, '{}') as arg_names, coalesce(p.proargmodes::text[], '{}') as arg_modes,
         array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
         p.pronargdefaults as defaults
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`

interface FunctionRow {
  name: string
  returns_set: boolean
  returns_void: boolean
  arg_names: string[]
  arg_modes: string[]
  arg_types: string[]
  defaults: number
}

export async function loadSchemaCache(db: SerialDb): Promise<SchemaCache> {
  const [relRows, fnRows] = await db.run(
    async (tx) =>
      [
        (await tx.query<{ name: string; columns: { name: string; type: string }[] }>(RELATIONS_SQL))
          .rows,
        (await tx.query<FunctionRow>(FUNCTIONS_SQL)).rows,
      ] as const,
  )
  const relations = new Map<string, Relation>()
  for (const row of relRows) {
    relations.set(row.name, {
      name: row.name,
      columns: new Map(row.columns.map((c) => [c.name, c.type])),
    })
  }
  const functions = new Map<string, RpcFunction[]>()
  for (const row of fnRows) {
    // proargnames covers OUT arguments too; proargtypes only the inputs.
    const inputNames =
      row.arg_modes.length === 0
        ? row.arg_names.slice(0, row.arg_types.length)
        : row.arg_names.filter((_n, i) => ['i', 'b', 'v'].includes(row.arg_modes[i] ?? 'i'))
    const args = row.arg_types.map((type, i) => ({ name: inputNames[i] ?? '', type }))
    const fn: RpcFunction = {
      name: row.name,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      args,
      defaults: row.defaults,
    }
    functions.set(row.name, [...(functions.get(row.name) ?? []), fn])
  }
  return { relations, functions }
}

/** Picks the overload whose named inputs accept exactly the given keys (PostgREST's rule). */
export function matchFunction(candidates: RpcFunction[], keys: string[]): RpcFunction | undefined {
  return candidates.find((fn) => {
    if (fn.args.some((a) => a.name === '')) return false
    const names = fn.args.map((a) => a.name)
    const required = names.slice(0, names.length - fn.defaults)
    return keys.every((k) => names.includes(k)) && required.every((r) => keys.includes(r))
  })
}
