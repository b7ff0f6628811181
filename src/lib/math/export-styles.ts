import katexCss from 'katex/dist/katex.min.css?raw'

/**
 * KaTeX's stylesheet for a standalone export (HTML, and the PDF printed from it), with its
 * fonts inside the file as data URLs: nothing is fetched when the file is opened. The fonts
 * of ordinary formulas (roman, math italic, bold, AMS symbols, large delimiters: about 150 KB)
 * are always inlined; the script, calligraphic, fraktur, sans-serif and typewriter alphabets
 * only when the rendered formulas use them. A font left out falls back to the page's serif.
 */

// Each font is a data URL in a chunk of its own, fetched only by an export that needs it.
const fontFiles: Record<string, () => Promise<{ default: string }>> = {
  'AMS-Regular': () => import('katex/dist/fonts/KaTeX_AMS-Regular.woff2?inline'),
  'Caligraphic-Bold': () => import('katex/dist/fonts/KaTeX_Caligraphic-Bold.woff2?inline'),
  'Caligraphic-Regular': () => import('katex/dist/fonts/KaTeX_Caligraphic-Regular.woff2?inline'),
  'Fraktur-Bold': () => import('katex/dist/fonts/KaTeX_Fraktur-Bold.woff2?inline'),
  'Fraktur-Regular': () => import('katex/dist/fonts/KaTeX_Fraktur-Regular.woff2?inline'),
  'Main-Bold': () => import('katex/dist/fonts/KaTeX_Main-Bold.woff2?inline'),
  'Main-BoldItalic': () => import('katex/dist/fonts/KaTeX_Main-BoldItalic.woff2?inline'),
  'Main-Italic': () => import('katex/dist/fonts/KaTeX_Main-Italic.woff2?inline'),
  'Main-Regular': () => import('katex/dist/fonts/KaTeX_Main-Regular.woff2?inline'),
  'Math-BoldItalic': () => import('katex/dist/fonts/KaTeX_Math-BoldItalic.woff2?inline'),
  'Math-Italic': () => import('katex/dist/fonts/KaTeX_Math-Italic.woff2?inline'),
  'SansSerif-Bold': () => import('katex/dist/fonts/KaTeX_SansSerif-Bold.woff2?inline'),
  'SansSerif-Italic': () => import('katex/dist/fonts/KaTeX_SansSerif-Italic.woff2?inline'),
  'SansSerif-Regular': () => import('katex/dist/fonts/KaTeX_SansSerif-Regular.woff2?inline'),
  'Script-Regular': () => import('katex/dist/fonts/KaTeX_Script-Regular.woff2?inline'),
  'Size1-Regular': () => import('katex/dist/fonts/KaTeX_Size1-Regular.woff2?inline'),
  'Size2-Regular': () => import('katex/dist/fonts/KaTeX_Size2-Regular.woff2?inline'),
  'Size3-Regular': () => import('katex/dist/fonts/KaTeX_Size3-Regular.woff2?inline'),
  'Size4-Regular': () => import('katex/dist/fonts/KaTeX_Size4-Regular.woff2?inline'),
  'Typewriter-Regular': () => import('katex/dist/fonts/KaTeX_Typewriter-Regular.woff2?inline'),
}

const ALWAYS = new Set([
  'Main-Regular',
  'Main-Bold',
  'Main-Italic',
  'Math-Italic',
  'AMS-Regular',
  'Size1-Regular',
  'Size2-Regular',
  'Size3-Regular',
  'Size4-Regular',
])

/** KaTeX's class for each optional alphabet, as it appears in the rendered markup. */
const WHEN_USED: Record<string, RegExp> = {
  'Caligraphic-Regular': /\bmathcal\b/,
  'Caligraphic-Bold': /\bmathcal\b/,
  'Fraktur-Regular': /\b(?:mathfrak|textfrak)\b/,
  'Fraktur-Bold': /\b(?:mathboldfrak|textboldfrak)\b/,
  'Script-Regular': /\bmathscr\b/,
  'SansSerif-Regular': /\b(?:mathsf|textsf)\b/,
  'SansSerif-Bold': /\b(?:mathboldsf|textboldsf)\b/,
  'SansSerif-Italic': /\b(?:mathitsf|textitsf)\b/,
  'Typewriter-Regular': /\b(?:mathtt|texttt)\b/,
  'Main-BoldItalic': /\b(?:boldsymbol|textbf)\b/,
  'Math-BoldItalic': /\bboldsymbol\b/,
}

function wanted(font: string, html: string): boolean {
  return ALWAYS.has(font) || (WHEN_USED[font]?.test(html) ?? false)
}

async function dataUrl(font: string): Promise<string | null> {
  const load = fontFiles[font]
  return load ? (await load()).default : null
}

/** The stylesheet for a document whose body markup is `html`. */
export async function katexExportStyles(html: string): Promise<string> {
  const faces = [...katexCss.matchAll(/@font-face\{[^}]*\}/g)].map((match) => match[0])
  const inlined = await Promise.all(
    faces.map(async (face) => {
      const font = /KaTeX_([A-Za-z0-9]+-[A-Za-z]+)\.woff2/.exec(face)?.[1]
      const url = font && wanted(font, html) ? await dataUrl(font) : null
      return url ? face.replace(/src:[^}]*/, `src:url(${url}) format("woff2")`) : ''
    }),
  )
  let index = 0
  return katexCss.replace(/@font-face\{[^}]*\}/g, () => inlined[index++] ?? '')
}
