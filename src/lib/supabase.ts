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

export type SupabaseClient = typeof supabase
export type { AuthError, Session, User } from '@supabase/supabase-js'
