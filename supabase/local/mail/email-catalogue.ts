import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { EmailWords } from '../../../src/lib/i18n/auth-emails.ts'

const LOCALES = join(import.meta.dirname, '..', '..', '..', 'src', 'lib', 'i18n', 'locales')

/**
 * The auth e-mails' words as the `email` catalogue writes them (src/lib/i18n/locales/<language>/
 * email.json, read as JSON: Vite's plugin would hand over Lingui's compiled form).
 */
export const emailWords: EmailWords = (language, key) => {
  const catalogue = JSON.parse(
    readFileSync(join(LOCALES, language, 'email.json'), 'utf8'),
  ) as Record<string, string>
  const text = catalogue[key.replace(/^email\./, '')]
  if (text === undefined) throw new Error(`${key} is missing in ${language}`)
  return text
}
