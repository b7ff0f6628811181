/**
 * Which recognition languages a text asks for. English is always loaded; Spanish, French and
 * German when the output language is one of them or when text read so far is in one of them
 * (the text layer of a mixed PDF's other pages, or the first recognised page).
 */

export type OcrLanguage = 'eng' | 'spa' | 'fra' | 'deu'

const BY_OUTPUT_LANGUAGE: Record<string, OcrLanguage> = {
  english: 'eng',
  spanish: 'spa',
  french: 'fra',
  german: 'deu',
}

/** Words frequent in one of the languages and rare in the others (and in English). */
const MARKERS: Record<Exclude<OcrLanguage, 'eng'>, Set<string>> = {
  spa: new Set(
    'el los las del y que una por con para es son se su sus como más pero muy'.split(' '),
  ),
  fra: new Set(
    'le les des et du une est sont dans pour par sur au aux ce cette qui pas plus'.split(' '),
  ),
  deu: new Set(
    'der die das und ist sind ein eine mit von zu den dem des im auf für nicht sich'.split(' '),
  ),
}

/** Share of a text's words that must be one language's markers for it to count. */
const MIN_MARKER_SHARE = 0.08
const MIN_WORDS = 20

/** The non-English language a text is written in, if it is clearly one of ours. */
export function languageOfText(text: string): OcrLanguage | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0)
  if (words.length < MIN_WORDS) return null
  let best: OcrLanguage | null = null
  let bestShare = MIN_MARKER_SHARE
  for (const [language, markers] of Object.entries(MARKERS) as [OcrLanguage, Set<string>][]) {
    const share = words.filter((word) => markers.has(word)).length / words.length
    if (share > bestShare) {
      best = language
      bestShare = share
    }
  }
  return best
}

/** English, the output language's data when it is one of ours, and the text's language. */
export function recognitionLanguages(outputLanguage: string | undefined, text = ''): OcrLanguage[] {
  const languages = new Set<OcrLanguage>(['eng'])
  const wanted = outputLanguage ? BY_OUTPUT_LANGUAGE[outputLanguage.toLowerCase()] : undefined
  if (wanted) languages.add(wanted)
  const found = languageOfText(text)
  if (found) languages.add(found)
  return [...languages]
}
