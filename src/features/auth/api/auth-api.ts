import type { SupabaseClient } from '@/lib/supabase'

/**
 * The Supabase client for the auth calls (account-actions.ts, link-api.ts), imported on first
 * use, so the landing page does not load it before the first click; and the calls the session's
 * provider makes.
 */

let client: Promise<SupabaseClient> | undefined
const loadListeners = new Set<(supabase: SupabaseClient) => void>()

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@/lib/supabase').then(({ supabase }) => {
    for (const listener of loadListeners) listener(supabase)
    return supabase
  })
  return client
}

/** Calls `listener` once the client is loaded (at once when it already is), by whoever loads it. */
export function onSupabaseLoaded(listener: (supabase: SupabaseClient) => void): () => void {
  loadListeners.add(listener)
  void client?.then(listener)
  return () => loadListeners.delete(listener)
}

/** Where the mailed links land: this app's own origin. */
export function redirectUrl(path: string): string {
  return `${window.location.origin}${path}`
}

let signingOut = false

/** Signing out also forgets the key of 'Your AI provider' (auth-provider.tsx, on SIGNED_OUT). */
export async function signOut() {
  const supabase = await loadSupabase()
  // A sign-out the student chose: a renewal refused earlier is not what ends this session.
  const { takeRenewalRefused } = await import('@/lib/supabase')
  takeRenewalRefused()
  signingOut = true
  try {
    return await supabase.auth.signOut()
  } finally {
    signingOut = false
  }
}

/**
 * Whether a SIGNED_OUT event comes from the student's own Logout (supabase-js announces it
 * before signOut resolves), not from another tab or a session the server ended.
 */
export function isChosenSignOut(): boolean {
  return signingOut
}
