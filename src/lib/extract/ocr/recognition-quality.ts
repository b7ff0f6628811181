/**
 * Whether a page's recognised text can be trusted. Tesseract reads any script with the models it
 * has (English, Spanish, French, German): a Russian page read with the English model comes out
 * as Latin look-alikes ('PesyimbTaTbl' for 'Результаты') that must not reach the study guide as
 * the material. Two of tesseract's own signals tell such a page from a real one: its mean word
 * confidence and the share of its words found in the model's dictionary. On this project's
 * scans (recognition-quality.test.ts) English pages score 83–94 and 0.76–0.93, Russian pages
 * read with the English model 33–50 and 0.14–0.19.
 */

/** What tesseract says about one page it read. */
export interface RecognitionStats {
  /** Mean word confidence, 0–100 (tesseract's MeanTextConf). */
  confidence: number
  /** Words recognised. */
  words: number
  /** Of them, words found in the language model's dictionary. */
  dictionaryWords: number
}

/** Below this mean confidence a page is not trusted whatever its words. */
const MIN_CONFIDENCE = 40
/**
 * A page whose words are mostly unknown to the dictionary is trusted only when tesseract is
 * sure of them (a code listing, names, numbers).
 */
const MIN_DICTIONARY_SHARE = 0.4
const SURE_CONFIDENCE = 75
/** With fewer words than this, the dictionary share says little: confidence alone decides. */
const MIN_WORDS_FOR_SHARE = 10

export function isReliableRecognition({ confidence, words, dictionaryWords }: RecognitionStats) {
  if (words === 0) return true // nothing read: an empty page, not a wrong one
  if (confidence < MIN_CONFIDENCE) return false
  if (words < MIN_WORDS_FOR_SHARE) return true
  return dictionaryWords / words >= MIN_DICTIONARY_SHARE || confidence >= SURE_CONFIDENCE
}
