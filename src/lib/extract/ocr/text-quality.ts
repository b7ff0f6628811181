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
const BAD_CHARACTER = /[\p{Co}\p{Cs}\ufffd]|[^\P{Cc}\n\t]/u
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

export function isGarbageText(text: string): boolean {
  const characters = Array.from(text.replace(/\s+/g, ''))
  if (characters.length === 0) return false
  const bad = characters.filter((character) => BAD_CHARACTER.test(character)).length
  if (bad / characters.length > MAX_BAD_SHARE) return true
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length > 0)
  const latin = words.filter((word) => LATIN_WORD.test(word))
  // Text mostly in another script (Greek, Cyrillic, CJK…) is not judged by Latin words.
  const long = latin.filter((word) => word.length >= LONG_WORD)
  if (long.length < MIN_WORDS_FOR_WORD_TEST || latin.length < words.length / 2) return false
  const common = latin.filter((word) => COMMON_WORDS.has(word)).length
  return common / latin.length < MIN_COMMON_SHARE
}
