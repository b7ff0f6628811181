import type { Plugin } from 'vite'

/** Lingui's runtime, as the app's build imports it. */
const LINGUI_CORE = /\/node_modules\/@lingui\/core\/dist\/index\.mjs(?:\?.*)?$/
const FORMATS_THE_NUMBER = 'const replaceOctothorpe = (value, message) => {'

/**
 * Lingui's runtime (@lingui/core 6.11) formats a plural's number with Intl.NumberFormat for every
 * plural message, even one with no '#' to put it in. The first Intl.NumberFormat a page makes
 * costs Chromium 20–30 ms of the main thread on this machine (V8 lists every locale it supports),
 * four times that at Lighthouse's mobile CPU: the landing's '50 more characters needed', whose
 * number is written without Intl in English (`formatWholeNumber`), paid it while the page
 * started. This build step makes Lingui format the number only when the message shows it; the
 * text is the same. The build fails when Lingui's code no longer has the line it changes.
 */
export function linguiPluralNumberOnlyWhenShown(): Plugin {
  return {
    name: 'studywise-lingui-plural-number',
    transform(code, id) {
      if (!LINGUI_CORE.test(id)) return null
      return withPluralNumberOnlyWhenShown(code)
    },
  }
}

/** Lingui's runtime code, changed so that a plural without '#' makes no number formatter. */
export function withPluralNumberOnlyWhenShown(code: string): string {
  if (!code.includes(FORMATS_THE_NUMBER))
    throw new Error(
      `@lingui/core changed: '${FORMATS_THE_NUMBER}' is gone, see scripts/lingui-plural-number.ts`,
    )
  return code.replace(
    FORMATS_THE_NUMBER,
    `${FORMATS_THE_NUMBER} if (!message.includes(OCTOTHORPE_PH)) return message;`,
  )
}
