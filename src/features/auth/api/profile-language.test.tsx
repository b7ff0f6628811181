/**
 * The interface language in the profile (issue 47), on the local backend (PostgREST + RLS): a
 * signed-in student's choice is saved in public.profiles, and signing in on another browser
 * brings it along; a profile without one takes the browser's.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import { LANGUAGE_STORAGE_KEY, rememberLanguage } from '@/lib/i18n/preference'
import { createAccount, newestMail, signIn, sql, type Account } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { requestPasswordReset } from './account-actions'

vi.setConfig({ testTimeout: 30_000 })
// The first test also waits for the local backend to open its database.
const slow = { timeout: 15_000 }

const profileLanguage = async (account: Account) =>
  (
    await sql<{ language: string }>('select language from public.profiles where user_id = $1', [
      account.id,
    ])
  )[0]?.language

/** The language the account's auth e-mails are written in. */
const accountLanguage = async (account: Account) =>
  (
    await sql<{ language: string | null }>(
      `select raw_user_meta_data->>'language' as language from auth.users where id = $1`,
      [account.id],
    )
  )[0]?.language

describe('the language in the profile', () => {
  it('is applied on signing in in another browser, which then remembers it', async () => {
    const ada = await createAccount('Ada')
    await sql(`insert into public.profiles (user_id, language) values ($1, 'es')`, [ada.id])
    await signIn(ada)
    renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Idioma (Language)' }, slow)
    expect(within(card).getByRole('combobox', { name: 'Idioma (Language)' })).toHaveValue('es')
    expect(document.documentElement).toHaveAttribute('lang', 'es')
    expect(JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY)!)).toBe('es')
  })

  it("takes this browser's language when the profile has none", async () => {
    const ada = await createAccount('Ada')
    await activateLanguage('fr')
    rememberLanguage('fr')
    await signIn(ada)
    renderApp('/settings')
    await waitFor(async () => expect(await profileLanguage(ada)).toBe('fr'), slow)
    expect(document.documentElement).toHaveAttribute('lang', 'fr')
  })

  it('saves the language chosen while signed in', async () => {
    const ada = await createAccount('Ada')
    await sql(`insert into public.profiles (user_id, language) values ($1, 'en')`, [ada.id])
    await signIn(ada)
    const { user } = renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Language' }, slow)
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Language' }), 'ar')
    await waitFor(async () => expect(await profileLanguage(ada)).toBe('ar'), slow)
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  })

  it("writes the account's e-mails in the language chosen later, not the sign-up's", async () => {
    const ada = await createAccount('Ada')
    await sql(`insert into public.profiles (user_id, language) values ($1, 'en')`, [ada.id])
    await signIn(ada)
    const { user } = renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Language' }, slow)
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Language' }), 'es')
    await waitFor(async () => expect(await profileLanguage(ada)).toBe('es'), slow)
    await waitFor(async () => expect(await accountLanguage(ada)).toBe('es'), slow)
    await requestPasswordReset(ada.email)
    expect((await newestMail(ada.email)).subject).toBe('Restablece tu contraseña de Studywise')
  })

  it("brings the profile's language to the account's e-mails on signing in", async () => {
    const bo = await createAccount('Bo')
    await sql(`insert into public.profiles (user_id, language) values ($1, 'de')`, [bo.id])
    await signIn(bo)
    renderApp('/settings')
    await screen.findByRole('region', { name: 'Sprache (Language)' }, slow)
    await waitFor(async () => expect(await accountLanguage(bo)).toBe('de'), slow)
    await requestPasswordReset(bo.email)
    expect((await newestMail(bo.email)).subject).toBe('Setze dein Studywise-Passwort zurück')
  })
})
