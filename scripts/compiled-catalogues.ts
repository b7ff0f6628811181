import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/** The interface's catalogues: src/lib/i18n/locales/<language>/<namespace>.json. */
const CATALOGUE = /\/src\/lib\/i18n\/locales\/[^/]+\/[^/]+\.json(?:\?.*)?$/

/**
 * Compiles each catalogue's ICU messages ('{count, plural, one {# card} other {# cards}}') when
 * it is imported, in the build and in tests, so the page ships Lingui's small runtime and not its
 * ICU parser. A message that is not valid ICU fails the build. The compiled catalogue is still
 * JSON (arrays of text and placeholders), handed on to Vite's own JSON import.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'studywise-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null
      const messages = JSON.parse(code) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)]
          } catch (error) {
            throw new Error(`${id}: '${key}' is not a valid ICU message: ${String(error)}`, {
              cause: error,
            })
          }
        }),
      )
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}
