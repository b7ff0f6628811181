import type { EnvReader } from './http.ts'

/**
 * Calls the project's database functions (PostgREST RPC) as service_role, the one role allowed
 * to count AI usage. Hosted Supabase gives functions SUPABASE_URL with either the legacy
 * SUPABASE_SERVICE_ROLE_KEY (a JWT) or the new SUPABASE_SECRET_KEYS (sb_secret_…).
 */
export interface ServiceRest {
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>
}

export interface ServiceCredentials {
  url: string
  key: string
}

export function serviceCredentialsFromEnv(env: EnvReader): ServiceCredentials | undefined {
  const url = env('SUPABASE_URL')?.trim().replace(/\/+$/, '')
  const secretKeys = env('SUPABASE_SECRET_KEYS')?.trim()
  const key =
    env('SUPABASE_SERVICE_ROLE_KEY')?.trim() ||
    (secretKeys ? Object.values(JSON.parse(secretKeys) as Record<string, string>)[0] : undefined)
  return url && key ? { url, key } : undefined
}

export function serviceRest(
  credentials: ServiceCredentials,
  fetchFn: typeof fetch = fetch,
): ServiceRest {
  const headers: Record<string, string> = {
    apikey: credentials.key,
    'Content-Type': 'application/json',
  }
  // A legacy key is a JWT and goes as the bearer too; a new secret key only as apikey.
  if (credentials.key.startsWith('eyJ')) headers.Authorization = `Bearer ${credentials.key}`
  return {
    async rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
      const response = await fetchFn(`${credentials.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(args),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`rpc ${name} answered ${response.status}`)
      return (text === '' ? undefined : JSON.parse(text)) as T
    },
  }
}
