/**
 * Reading one VITE_ variable (env.ts validates the whole contract with these), apart so that the
 * landing page's first load can know the Supabase project's URL without parsing the rest.
 * Validated by hand rather than with zod: this module is on the landing page's critical path.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

export function optionalString(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function optionalUrl(source: Record<string, unknown>, key: string): string | undefined {
  const value = optionalString(source, key)
  if (value === undefined) return undefined
  if (!URL.canParse(value)) throw new Error(`${key} must be a URL, got "${value}"`)
  return value.replace(/\/+$/, '')
}

/** VITE_SUPABASE_URL when set (undefined: the embedded local backend at LOCAL_SUPABASE_URL). */
export function configuredSupabaseUrl(source: Record<string, unknown>): string | undefined {
  return optionalUrl(source, 'VITE_SUPABASE_URL')
}
