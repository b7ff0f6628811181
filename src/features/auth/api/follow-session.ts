import type { Session, SupabaseClient } from '@/lib/supabase'
import { translate } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import { isChosenSignOut } from './auth-api'
import { followProfileLanguage } from './profile-language'

/**
 * Follows Supabase's auth events (initial session, signed in, token refreshed, signed out,
 * password recovery, user updated) for the session's provider (auth-provider.tsx), which loads
 * this module with the client: a visitor who never signs in loads neither (the landing budget).
 * `onChange` gets each session (null once signed out) and whether the student's own Logout ended
 * it. Returns the unsubscribe.
 */
export function followSession(
  supabase: SupabaseClient,
  onChange: (session: Session | null, chosenSignOut: boolean) => void,
): () => void {
  const profile = followProfileLanguage(supabase)
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    onChange(session, event === 'SIGNED_OUT' && isChosenSignOut())
    profile.signedInAs(session?.user.id ?? null)
    // Signed out here, in another tab or by an expired session: the AI key goes too.
    if (event !== 'SIGNED_OUT') return
    void forgetSavedProviderKey()
    // Not chosen by the student: the server would not renew the session (beyond the spec).
    void sessionEndedByServer().then((ended) => {
      if (ended) toast.error(translate('common.session.ended'))
    })
  })
  return () => {
    data.subscription.unsubscribe()
    profile.stop()
  }
}

/** Whether the session just ended because the auth server refused to renew it. */
async function sessionEndedByServer(): Promise<boolean> {
  return (await import('@/lib/supabase')).takeRenewalRefused()
}

/**
 * The student's own AI key is not left behind for whoever uses this browser next. Loaded on
 * demand: the settings module (and zod) stay out of the landing page.
 */
async function forgetSavedProviderKey(): Promise<void> {
  const settings = await import('@/lib/ai/provider-settings')
  settings.forgetProviderKey()
}
