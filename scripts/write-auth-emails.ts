/**
 * `npm run emails`: writes the auth e-mails' templates (supabase/templates/*.html) and their
 * subjects (supabase/config.toml) from the `email` catalogue in every language
 * (src/lib/i18n/auth-emails.ts), formatted by Prettier. supabase/local/mail/templates.test.ts
 * fails when they differ from the catalogue.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import {
  authEmailHtml,
  authEmails,
  authEmailSubject,
  type AuthEmail,
} from '../src/lib/i18n/auth-emails.ts'
import { emailWords } from '../supabase/local/mail/email-catalogue.ts'

const supabase = join(import.meta.dirname, '..', 'supabase')
const configPath = join(supabase, 'config.toml')
let config = readFileSync(configPath, 'utf8')

for (const email of Object.keys(authEmails) as AuthEmail[]) {
  const { file, config: section } = authEmails[email]
  const path = join(supabase, 'templates', file)
  const options = { ...(await resolveConfig(path)), filepath: path }
  writeFileSync(path, await format(authEmailHtml(email, emailWords), options))
  const subject = authEmailSubject(email, emailWords).replace(/\\/g, '\\\\').replace(/"/g, '\\"')
  const header = new RegExp(
    `(\\[auth\\.email\\.template\\.${section}\\]\\n(?:#.*\\n)*)subject = ".*"`,
  )
  if (!header.test(config)) throw new Error(`config.toml has no [auth.email.template.${section}]`)
  config = config.replace(header, (_, before: string) => `${before}subject = "${subject}"`)
}
writeFileSync(configPath, config)
