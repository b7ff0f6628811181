import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as Lingui from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { afterEach, expect, test } from 'vitest'
import { withPluralNumberOnlyWhenShown } from '../../scripts/lingui-plural-number'

const require = createRequire(import.meta.url)
const NumberFormat = Intl.NumberFormat
let folder: string | undefined

afterEach(async () => {
  Intl.NumberFormat = NumberFormat
  if (folder) await rm(folder, { recursive: true })
  folder = undefined
})

/** The installed Lingui runtime as the build ships it (transformed), loaded as a fresh module. */
async function builtLingui(): Promise<typeof Lingui> {
  const runtime = join(require.resolve('@lingui/core'), '..', 'index.mjs')
  const code = withPluralNumberOnlyWhenShown(await readFile(runtime, 'utf8')).replace(
    "'@lingui/message-utils/compileMessage'",
    JSON.stringify(pathToFileURL(require.resolve('@lingui/message-utils/compileMessage')).href),
  )
  folder = await mkdtemp(join(tmpdir(), 'lingui-'))
  await writeFile(join(folder, 'index.mjs'), code)
  return (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'index.mjs')).href)) as never
}

/** Counts the Intl.NumberFormat objects made from now on. */
function countNumberFormats(): { made: number } {
  const count = { made: 0 }
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct(target, args: ConstructorParameters<typeof NumberFormat>) {
      count.made += 1
      return new target(...args)
    },
  })
  return count
}

test('a plural message without # makes no number formatter; one with # formats its number', async () => {
  const { setupI18n } = await builtLingui()
  const i18n = setupI18n({
    locale: 'en',
    messages: {
      en: {
        // The landing's paste-notes counter (generation.notes.remaining), its number written by
        // formatWholeNumber.
        remaining: compileMessage(
          '{count, plural, one {{shown} more character needed} other {{shown} more characters needed}}',
        ),
        cards: compileMessage('{count, plural, one {# card} other {# cards}}'),
      },
    },
  })
  const numberFormats = countNumberFormats()

  expect(i18n._('remaining', { count: 50, shown: '50' })).toBe('50 more characters needed')
  expect(i18n._('remaining', { count: 1, shown: '1' })).toBe('1 more character needed')
  expect(numberFormats.made).toBe(0)

  expect(i18n._('cards', { count: 1234 })).toBe('1,234 cards')
  expect(numberFormats.made).toBe(1)
})

test('the build fails when Lingui no longer has the line it changes', () => {
  expect(() => withPluralNumberOnlyWhenShown('export const i18n = {}')).toThrow(
    /@lingui\/core changed/,
  )
})
