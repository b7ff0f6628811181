import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { messages } from '@/lib/errors'

const english = JSON.parse(
  readFileSync(join(__dirname, '../../../lib/i18n/locales/en/account.json'), 'utf8'),
) as Record<string, string>

/** The account forms' messages are the spec's, word for word, in English. */
it("keeps the spec's account messages word for word in English", () => {
  const keys = Object.keys(english).filter((key) => key.startsWith('message.'))
  expect(keys).toHaveLength(11)
  for (const key of keys) {
    const name = key.slice('message.'.length) as keyof typeof messages
    expect(english[key], key).toBe(messages[name])
  }
})
