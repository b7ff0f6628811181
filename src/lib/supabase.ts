import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import type { Database } from '@/types/database.types'
import { fetchNotingReachability, probeWith } from './reachability'

let renewalRefused = false

const isRenewal = (url: string) =>
  url.includes('/auth/v1/token') && url.includes('grant_type=refresh_token')

const isSignOut = (url: string) => url.includes('/auth/v1/logout')

/**
 * fetch, noting whether the auth server refused to renew the session (a 4xx to the refresh
 * token: revoked by a sign-out everywhere, a password change elsewhere, a deleted session).
 * supabase-js then drops the session and reports a plain SIGNED_OUT, as for a chosen sign-out.
 * A sign-out with no connection is answered here as done: supabase-js keeps the session when
 * the server cannot be reached, and a student signing out offline means this device (the
 * session's tokens are forgotten here; the access token expires on its own). Every request
 * tells the app whether the backend is reached (reachability.ts).
 */
async function fetchNotingRenewals(input: RequestInfo | URL, init?: RequestInit) {
  const url = input instanceof Request ? input.url : String(input)
  let response: Response
  try {
    response = await fetchNotingReachability(input, init)
  } catch (error) {
    if (isSignOut(url)) return new Response(null, { status: 204 })
    throw error
  }
  if (isRenewal(url)) renewalRefused = response.status >= 400 && response.status < 500
  return response
}

/** Whether the last renewal of the session was refused; reading it clears it. */
export function takeRenewalRefused(): boolean {
  const refused = renewalRefused
  renewalRefused = false
  return refused
}

/**
 * The one typed Supabase client. Sessions live in localStorage, so every tab shares one
 * session and a sign-out in one tab reaches the others through the storage event.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    flowType: 'implicit',
  },
  global: { fetch: fetchNotingRenewals },
})

/**
 * A client that keeps its session in memory only and never touches the stored one: it verifies
 * a mailed link to learn whose account the link opens, before this browser's session is given
 * up for it.
 */
export function createDetachedClient() {
  return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'studywise-detached-link-check',
      flowType: 'implicit',
    },
  })
}

// Not reached though the browser says online: the auth server's health check asks again (any
// HTTP answer, even a refusal, is the backend answering).
probeWith(() =>
  fetchNotingReachability(`${env.supabaseUrl}/auth/v1/health`, {
    cache: 'no-store',
    headers: { apikey: env.supabaseAnonKey },
  }),
)

export type SupabaseClient = typeof supabase
export type { AuthError, Session, User } from '@supabase/supabase-js'
