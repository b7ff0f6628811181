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

/** The longest common word: longer words are not looked up. */
const LONGEST_COMMON_WORD = Math.max(...[...COMMON_WORDS].map((word) => word.length))

/**
 * What a character is to the check, one bit each: part of a word (a letter or a mark), of the
 * Latin script (lower-cased, as words are compared), one no real text layer is made of (private
 * use, a control, the replacement character, a lone surrogate), or white space (not counted).
 */
const WORD_CHARACTER = 1
const LATIN = 2
const BAD = 4
const SPACE = 8
/** Set on every character whose bits are worked out. */
const KNOWN = 16

const IS_WORD_CHARACTER = /^[\p{L}\p{M}]$/u
const IS_LATIN = /^\p{Script=Latin}+$/u
const IS_BAD = /^(?:[\p{Co}\p{Cs}\ufffd]|[^\P{Cc}\n\t])$/u
const IS_SPACE = /^\s$/u

function bitsOf(character: string): number {
  const lower = character.toLowerCase()
  let bits = KNOWN
  if (IS_WORD_CHARACTER.test(character)) bits |= WORD_CHARACTER
  if (IS_LATIN.test(lower)) bits |= LATIN
  if (IS_BAD.test(character)) bits |= BAD
  if (IS_SPACE.test(character)) bits |= SPACE
  return bits
}

/**
 * Each character's bits, worked out the first time a worker meets it (a page's text uses a few
 * dozen distinct characters), so the check reads a table per character rather than running
 * Unicode-property expressions over the page and over each word.
 */
const BMP_BITS = new Uint8Array(0x10000)
const ASTRAL_BITS = new Map<number, number>()

function astralBits(codePoint: number): number {
  let bits = ASTRAL_BITS.get(codePoint)
  if (bits === undefined) {
    bits = bitsOf(String.fromCodePoint(codePoint))
    ASTRAL_BITS.set(codePoint, bits)
  }
  return bits
}

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
 * Runs on every page of every PDF (in the PDF workers, as each page is read), so it reads the
 * text once, character by character, counting the visible and the bad characters and the words
 * (a word: letters and marks; Latin when all its letters are), and looks up only short Latin
 * words among the common ones.
 */
export function isGarbageText(text: string): boolean {
  const length = text.length
  let characters = 0
  let bad = 0
  let words = 0
  let latin = 0
  let long = 0
  let common = 0
  let wordStart = -1
  let wordIsLatin = true
  // One step past the end, read as a space, ends the last word.
  for (let at = 0; at <= length;) {
    let bits = SPACE
    let size = 1
    if (at < length) {
      const unit = text.charCodeAt(at)
      const next = at + 1 < length ? text.charCodeAt(at + 1) : 0
      if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        bits = astralBits((unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000)
        size = 2
      } else {
        bits = BMP_BITS[unit] ?? 0
        if (bits === 0) {
          bits = bitsOf(String.fromCharCode(unit))
          BMP_BITS[unit] = bits
        }
      }
    }
    if ((bits & WORD_CHARACTER) !== 0) {
      if (wordStart < 0) {
        wordStart = at
        wordIsLatin = true
      }
      if ((bits & LATIN) === 0) wordIsLatin = false
    } else if (wordStart >= 0) {
      words += 1
      if (wordIsLatin) {
        latin += 1
        const wordLength = at - wordStart
        if (wordLength >= LONG_WORD) long += 1
        if (
          wordLength <= LONGEST_COMMON_WORD &&
          COMMON_WORDS.has(text.slice(wordStart, at).toLowerCase())
        )
          common += 1
      }
      wordStart = -1
    }
    if ((bits & SPACE) === 0) {
      characters += 1
      if ((bits & BAD) !== 0) bad += 1
    }
    at += size
  }
  if (characters === 0) return false
  if (bad / characters > MAX_BAD_SHARE) return true
  // Text mostly in another script (Greek, Cyrillic, CJK…) is not judged by Latin words.
  if (long < MIN_WORDS_FOR_WORD_TEST || latin < words / 2) return false
  return common / latin < MIN_COMMON_SHARE
}
