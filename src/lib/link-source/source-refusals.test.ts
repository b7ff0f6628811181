/**
 * Every refusal the `source` function can send (supabase/functions/source/refusals.ts, by name)
 * is one the app knows by that name, with the same English word for word, and a key of the
 * `reading` catalogue (`link.<name>`, in every language: catalogues.test), so the student reads it
 * in their language. A refusal added to the function without its key fails here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { REFUSALS } from '../../../supabase/functions/source/refusals'
import { linkReasons } from './link-messages'

const english = JSON.parse(
  readFileSync(join(__dirname, '..', 'i18n', 'locales', 'en', 'reading.json'), 'utf8'),
) as Record<string, string>

it('knows every refusal of the source function by its name, in its English and the catalogues', () => {
  const names = Object.keys(REFUSALS) as (keyof typeof REFUSALS)[]
  expect(names.length).toBeGreaterThan(10)
  for (const name of names) {
    expect(linkReasons[name], name).toBe(REFUSALS[name])
    expect(english[`link.${name}`], name).toBe(REFUSALS[name])
  }
})

it('sends a name with every refusal it makes, never English alone', () => {
  const sources = ['fetch-public.ts', 'handler.ts', 'address-rules.ts'].map((file) =>
    readFileSync(
      join(__dirname, '..', '..', '..', 'supabase', 'functions', 'source', file),
      'utf8',
    ),
  )
  // A refusal's English lives in refusals.ts only: the other files name it.
  for (const text of Object.values(REFUSALS).filter((text) => !text.includes('{')))
    for (const source of sources) expect(source).not.toContain(`'${text}'`)
})
