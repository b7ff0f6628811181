import type { SupabaseClient } from '@/lib/supabase'
import { activateLanguage, currentLanguage, onLanguageChosen } from '@/lib/i18n/i18n'
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/languages'
import { rememberLanguage } from '@/lib/i18n/preference'

/**
 * The interface language in the student's profile (public.profiles, issue 47). Signing in brings
 * the profile's language along, so a second browser speaks it too; a profile without one takes
 * this browser's (chosen here, else the browser's own). A language chosen while signed in is
 * saved there as well as in the browser. A failed read or save leaves the browser's choice,
 * which is what the student sees anyway; the next sign-in or choice tries again. The auth e-mails
 * (password reset, e-mail change) are written in the account's `user_metadata.language`, so the
 * profile's language is kept there too.
 */
export function followProfileLanguage(supabase: SupabaseClient) {
  let signedIn: string | null = null
  let choices = 0
  const stopSaving = onLanguageChosen((code) => {
    choices += 1
    if (signedIn) void saveProfileLanguage(supabase, signedIn, code)
  })

  async function applyProfileLanguage(userId: string) {
    const choicesBefore = choices
    const { data, error } = await supabase
      .from('profiles')
      .select('language')
      .eq('user_id', userId)
      .maybeSingle()
    // A choice made while the profile was on its way is the newer one (and already saved).
    if (error || choicesBefore !== choices || signedIn !== userId) return
    if (!data) return saveProfileLanguage(supabase, userId, currentLanguage())
    if (!isLanguageCode(data.language)) return
    void mailInLanguage(supabase, data.language)
    if (data.language === currentLanguage()) return
    await activateLanguage(data.language)
    rememberLanguage(data.language)
  }

  return {
    /** Called on every auth event: reads the profile once per sign-in. */
    signedInAs(userId: string | null) {
      if (userId === signedIn) return
      signedIn = userId
      // Not inside supabase-js's auth callback: a query there waits on the auth lock it holds.
      if (userId) setTimeout(() => void applyProfileLanguage(userId), 0)
    },
    stop: stopSaving,
  }
}

async function saveProfileLanguage(supabase: SupabaseClient, userId: string, code: LanguageCode) {
  await Promise.all([
    supabase
      .from('profiles')
      .upsert(
        { user_id: userId, language: code, updated_at: new Date().toISOString() },
        { onConflict: 'user_id' },
      ),
    mailInLanguage(supabase, code),
  ])
}

/** The account's e-mails speak `code` from now on (their templates read user_metadata.language). */
async function mailInLanguage(supabase: SupabaseClient, code: LanguageCode) {
  const { data } = await supabase.auth.getSession()
  if (!data.session || data.session.user.user_metadata.language === code) return
  await supabase.auth.updateUser({ data: { language: code } })
}
