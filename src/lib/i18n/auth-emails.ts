import { DEFAULT_LANGUAGE, languages, type LanguageCode } from './languages'

/**
 * The auth e-mails (sign-up confirmation, password reset, e-mail change) made from the `email`
 * catalogue: one GoTrue template and one subject per e-mail, holding every language, that picks
 * its text by the user metadata `language` the app sends at sign-up (English otherwise). Hosted
 * Supabase renders them (docs/DEPLOY.md) and so does the local backend (supabase/local/mail), from
 * the same files: `npm run emails` (scripts/write-auth-emails.ts) writes supabase/templates/*.html and config.toml's subjects,
 * and supabase/local/mail/templates.test.ts fails when those files and the catalogue differ. Nothing in the app
 * imports this module: it is for the script and the test.
 */

/**
 * The `email` catalogue's text of `key` ('email.recovery.subject') in `language`, as written (not
 * compiled): supabase/local/mail/email-catalogue.ts reads it for the script and the test.
 */
export type EmailWords = (language: LanguageCode, key: string) => string

export const authEmails = {
  confirmation: {
    config: 'confirmation',
    file: 'confirmation.html',
    link: '{{ .SiteURL }}/confirm-email?token_hash={{ .TokenHash }}&type=signup',
    about:
      'Sign-up confirmation. The app verifies token_hash with supabase.auth.verifyOtp({ token_hash, type: "signup" }) on /confirm-email.',
  },
  recovery: {
    config: 'recovery',
    file: 'recovery.html',
    link: '{{ .SiteURL }}/reset-password?token_hash={{ .TokenHash }}&type=recovery',
    about:
      'Password reset. The app verifies token_hash with supabase.auth.verifyOtp({ token_hash, type: "recovery" }) on /reset-password.',
  },
  emailChange: {
    config: 'email_change',
    file: 'email-change.html',
    link: '{{ .SiteURL }}/confirm-email?token_hash={{ .TokenHash }}&type=email_change',
    about:
      'E-mail change. With double_confirm_changes both addresses receive a link; the app verifies token_hash with supabase.auth.verifyOtp({ token_hash, type: "email_change" }) on /confirm-email.',
  },
} as const

export type AuthEmail = keyof typeof authEmails

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The catalogue's placeholders as GoTrue's fields. */
const withFields = (value: string) =>
  value.replace(/\{email\}/g, '{{ .Email }}').replace(/\{newEmail\}/g, '{{ .NewEmail }}')

/** `{{ if eq .Data.language "es" }}…{{ else if … }}…{{ else }}English{{ end }}`. */
function byLanguage(branch: (language: LanguageCode) => string): string {
  const others = languages.filter(({ code }) => code !== DEFAULT_LANGUAGE)
  return [
    ...others.map(
      ({ code }, index) =>
        `{{ ${index === 0 ? 'if' : 'else if'} eq .Data.language "${code}" }}${branch(code)}`,
    ),
    `{{ else }}${branch(DEFAULT_LANGUAGE)}{{ end }}`,
  ].join('')
}

/** The e-mail's subject: a Go template over the seven languages. */
export function authEmailSubject(email: AuthEmail, words: EmailWords): string {
  return byLanguage((language) => words(language, `email.${email}.subject`))
}

/** The e-mail's HTML: a Go template over the seven languages, a right-to-left one marked so. */
export function authEmailHtml(email: AuthEmail, words: EmailWords): string {
  const { link, about } = authEmails[email]
  const body = (language: LanguageCode) => {
    const part = (name: string) => withFields(escapeHtml(words(language, `email.${email}.${name}`)))
    const html = [
      `<h2>${part('heading')}</h2>`,
      `<p>${part('text')}</p>`,
      `<p><a href="${link}">${part('link')}</a></p>`,
      `<p>${part('ignore')}</p>`,
    ].join('\n')
    const { dir } = languages.find(({ code }) => code === language)!
    return dir === 'rtl' ? `\n<div dir="rtl" lang="${language}">\n${html}\n</div>\n` : `\n${html}\n`
  }
  const note = `<!-- ${about} Written by npm run emails from src/lib/i18n/locales/*/email.json: change the catalogue, not this file. -->`
  return `${note}\n${byLanguage(body)}\n`
}
