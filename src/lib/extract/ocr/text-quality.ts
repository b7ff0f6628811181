/**
 * Whether a PDF page's text layer can be trusted. A PDF whose fonts map glyphs to the wrong
 * characters (no Unicode map, or a broken one) yields text that looks like text to a program
 * but not to a reader: letters from private-use areas or control codes, or Latin letters that
 * form almost no real words ('Wkh fhoo phpeudqh'). Such a page is recognised from its picture
 * instead of being sent as the material.
 */

/**
 * Short, frequent words of the languages written in the Latin script that students' material is
 * mostly in: a page of prose in a language left out here is read as garbage (and recognised from
 * its picture instead). Words of one letter are left out: garbage has plenty.
 */
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
    'il di che non per gli della delle sono da em os as um uma não com para ' +
    // Dutch
    'het een van is die dat op te zijn met voor ook ' +
    // Swedish, Danish and Norwegian
    'och att det som är av för med på till inte og er ' +
    // Polish
    'się nie jest na do że to jak od po przez oraz są dla który która które także lub ' +
    // Czech and Slovak
    'je jsou pro jako které který která nebo při také sa ako ktoré ' +
    // Romanian
    'și în este care pe cu din sau mai ' +
    // Turkish
    've bir bu için ile olarak daha çok gibi olan sonra ' +
    // Indonesian and Malay
    'yang dan ini itu dengan untuk tidak dari dalam akan pada juga ke adalah oleh ' +
    // Vietnamese
    'và của là các có được trong cho không những một với này để từ ra'
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
/** A unit that may start a pair (a character beyond the BMP): looked at with the next one. */
const HIGH_SURROGATE = 32
/** The character is a pair of units. */
const PAIR = 64

const IS_WORD_CHARACTER = /^[\p{L}\p{M}]$/u
const IS_LATIN = /^\p{Script=Latin}+$/u
const IS_BAD = /^(?:[\p{Co}\p{Cs}\ufffd]|[^\P{Cc}\n\t])$/u
const IS_SPACE = /^\s$/u

/**
 * One character's bits (`character` is one or two UTF-16 units). Every operation runs for every
 * character, whatever it is (no branch that only some characters take): see bitsAt.
 */
function bitsOf(character: string): number {
  return (
    KNOWN |
    (IS_WORD_CHARACTER.test(character) ? WORD_CHARACTER : 0) |
    (IS_LATIN.test(character.toLowerCase()) ? LATIN : 0) |
    (IS_BAD.test(character) ? BAD : 0) |
    (IS_SPACE.test(character) ? SPACE : 0) |
    (character.length === 2 ? PAIR : 0) |
    // A high surrogate's unit is 0b110110 followed by ten bits (U+D800–U+DBFF).
    (character.charCodeAt(0) >> 10 === 0b110110 ? HIGH_SURROGATE : 0)
  )
}

/**
 * Each UTF-16 unit's bits, worked out the first time a worker meets it (a page's text uses a few
 * dozen distinct characters), so the check reads a table per character rather than running
 * Unicode-property expressions over the page and over each word. Characters beyond the BMP
 * (pairs of units: emoji, mathematical letters, private use of planes 15–16) and lone high
 * surrogates are looked up in CHARACTER_BITS each time.
 */
const UNIT_BITS = new Uint8Array(0x10000)
const CHARACTER_BITS = new Map<number, number>()

/**
 * The bits of the character at `at`, for a unit not met before or one that may start a pair.
 * V8 inlines this into isGarbageText, and an operation there that no earlier text had reached
 * (a file's first emoji, its first character past U+D800) has no type feedback: V8 would drop
 * isGarbageText's optimised code and compile it again. So each operation here runs on every
 * call, whichever character it is.
 */
function bitsAt(text: string, at: number): number {
  const codePoint = text.codePointAt(at) ?? 0
  let bits = CHARACTER_BITS.get(codePoint)
  if (bits === undefined) {
    bits = bitsOf(String.fromCodePoint(codePoint))
    CHARACTER_BITS.set(codePoint, bits)
  }
  if (codePoint <= 0xffff) UNIT_BITS[codePoint] = bits
  return bits
}

/**
 * Pages with fewer Latin words of LONG_WORD letters or more are judged by their characters only:
 * a page of formulas, labels or variable names ('OA OB OC u', 'x y dx') is not prose, and its
 * words need not be a language's.
 */
const MIN_WORDS_FOR_WORD_TEST = 25
const LONG_WORD = 3
/**
 * Percentage of the words that are common words, below which Latin text is not a language.
 * (Shares are compared in whole numbers: a division whose results had all been whole, 0 on the
 * pages before, makes V8 drop the optimised code when the first fraction comes.)
 */
const MIN_COMMON_PERCENT = 4
/** Percentage of bad characters above which a page's text is garbage. */
const MAX_BAD_PERCENT = 15

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
    if (at < length) {
      bits = UNIT_BITS[text.charCodeAt(at)] ?? 0
      if (bits === 0 || (bits & HIGH_SURROGATE) !== 0) bits = bitsAt(text, at)
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
      // Added on every character, 0 or 1: a sum first met on a file's first bad character would
      // have no type feedback, and V8 would drop the function's optimised code there.
      bad += (bits & BAD) === 0 ? 0 : 1
    }
    at += (bits & PAIR) === 0 ? 1 : 2
  }
  if (characters === 0) return false
  if (bad * 100 > characters * MAX_BAD_PERCENT) return true
  // Text mostly in another script (Greek, Cyrillic, CJK…) is not judged by Latin words.
  if (long < MIN_WORDS_FOR_WORD_TEST || latin * 2 < words) return false
  return common * 100 < latin * MIN_COMMON_PERCENT
}
