import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import type { Database } from '@/types/database.types'

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
})

/**
 * A client that keeps its session in memory only and never touches the stored one: it verifies
 * a mailed link to learn whose account the link opens, before this browser's session is given
 * up for it (issue #18, item 13).
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

export type SupabaseClient = typeof supabase
export type { AuthError, Session, User } from '@supabase/supabase-js'
