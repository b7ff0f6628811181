import { env } from '@/config/env'

/**
 * Who the project's Edge Functions (supabase/functions) see calling: the signed-in student's
 * access token, else the anon key (a visitor of the landing page). supabase-js is imported on
 * first use, so the landing page does not load it before someone generates.
 */
export async function supabaseCallerToken(): Promise<string> {
  const { supabase } = await import('./supabase')
  const { data } = await supabase.auth.getSession()
  return data.session?.access_token ?? env.supabaseAnonKey
}

/** An Edge Function's URL in the configured project (`feedback` → …/functions/v1/feedback). */
export function edgeFunctionUrl(name: string): string {
  return `${env.supabaseUrl}/functions/v1/${name}`
}
