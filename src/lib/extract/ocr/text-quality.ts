/**
 * Whether a PDF page's text layer can be trusted. A PDF whose fonts map glyphs to the wrong
 * characters (no Unicode map, or a broken one) yields text that looks like text to a program
 * but not to a reader: letters from private-use areas or control codes, or Latin letters that
 * form almost no real words ('Wkh fhoo phpeudqh'). Such a page is recognised from its picture
 * instead of being sent as the material.
 */

/** Short, frequent words of the languages students' material is mostly in. */
const COMMON_WORDS = new Set(
  // English
  (
    'the of and to in is are was were be that this it for on as with by an or from at which not ' +
    'but have has can these their they we you he she his her its if than then there when what ' +
    'all one two more also into such other may each between most only some between how ' +
    // Spanish
    'el la los las de del y en que un una por con para es son se lo su sus al como más pero ' +
    // French
    'le les des et du en un une est sont dans pour par sur au aux ce cette qui que pas plus ' +
    // German
    'der die das und ist sind ein eine mit von zu den dem des im auf für nicht sich auch als ' +
    // Italian and Portuguese
    'il di che non per gli della delle sono da em os as um uma não com para'
  ).split(' '),
)

/** Characters no real text layer is made of: private use, controls, replacement, surrogates. */
const BAD_CHARACTERS = /[\p{Co}\p{Cs}\ufffd]|[^\P{Cc}\n\t]/gu
const SURROGATE_PAIRS = /[\ud800-\udbff][\udc00-\udfff]/g
const WORD = /[\p{L}\p{M}]+/gu
const LATIN_WORD = /^\p{Script=Latin}+$/u

/**
 * Pages with fewer Latin words of LONG_WORD letters or more are judged by their characters only:
 * a page of formulas, labels or variable names ('OA OB OC u', 'x y dx') is not prose, and its
 * words need not be a language's.
 */
const MIN_WORDS_FOR_WORD_TEST = 25
const LONG_WORD = 3
/** Share of the words that are common words, below which Latin text is not a language. */
const MIN_COMMON_SHARE = 0.04
/** Share of bad characters above which a page's text is garbage. */
const MAX_BAD_SHARE = 0.15

/**
 * Runs on every page of every PDF (in the PDF workers, as each page is read), so it counts with
 * one regular-expression pass each rather than testing character by character.
 */
export function isGarbageText(text: string): boolean {
  const visible = text.replace(/\s+/g, '')
  if (visible.length === 0) return false
  const characters = visible.length - (visible.match(SURROGATE_PAIRS)?.length ?? 0)
  const bad = visible.match(BAD_CHARACTERS)?.length ?? 0
  if (bad / characters > MAX_BAD_SHARE) return true
  const words = text.toLowerCase().match(WORD) ?? []
  let latin = 0
  let long = 0
  let common = 0
  for (const word of words) {
    if (!LATIN_WORD.test(word)) continue
    latin += 1
    if (word.length >= LONG_WORD) long += 1
    if (COMMON_WORDS.has(word)) common += 1
  }
  // Text mostly in another script (Greek, Cyrillic, CJK…) is not judged by Latin words.
  if (long < MIN_WORDS_FOR_WORD_TEST || latin < words.length / 2) return false
  return common / latin < MIN_COMMON_SHARE
}
