import { describe, expect, it } from 'vitest'
import { isReliableRecognition, type RecognitionStats } from './recognition-quality'

/**
 * What the app's engine (tesseract-core-simd-lstm with the bundled English model, page
 * segmentation 3) reported on real pages, recorded with the engine in Node. English: pages of the
 * GNU Libtasn1 manual (5) and the Shared MIME-info spec (4) rendered at 200 dpi with noise and a
 * slight rotation, and that spec's page as a photo (perspective, uneven light, blur, JPEG), as
 * bench/ocr.ts makes them. Russian, read with the English model: page 2 of pdf.js's test file
 * issue7229.pdf (a scanned vehicle inspection certificate, 200 dpi JPEG) and page 3 of
 * bench/fixtures/pdf/writer-ru.pdf rendered as a scan the same way.
 */
const ENGLISH: Record<string, RecognitionStats> = {
  'manual scan': { confidence: 93, words: 135, dictionaryWords: 103 },
  'spec scan': { confidence: 94, words: 404, dictionaryWords: 376 },
  'spec photo': { confidence: 83, words: 74, dictionaryWords: 67 },
}
const RUSSIAN_READ_AS_ENGLISH: Record<string, RecognitionStats> = {
  'scanned certificate': { confidence: 50, words: 121, dictionaryWords: 17 },
  'scanned term paper': { confidence: 33, words: 115, dictionaryWords: 22 },
}

describe('isReliableRecognition', () => {
  it('trusts English pages, scanned or photographed', () => {
    for (const stats of Object.values(ENGLISH)) expect(isReliableRecognition(stats)).toBe(true)
  })

  it('does not trust Russian pages read with the English model', () => {
    for (const stats of Object.values(RUSSIAN_READ_AS_ENGLISH))
      expect(isReliableRecognition(stats)).toBe(false)
  })

  it('trusts a page of words the dictionary lacks when tesseract is sure of them (code, names)', () => {
    expect(isReliableRecognition({ confidence: 91, words: 120, dictionaryWords: 30 })).toBe(true)
  })

  it('does not trust a page tesseract itself is unsure of, however short', () => {
    expect(isReliableRecognition({ confidence: 22, words: 4, dictionaryWords: 2 })).toBe(false)
  })

  it('takes an empty page as empty, not as wrong', () => {
    expect(isReliableRecognition({ confidence: 0, words: 0, dictionaryWords: 0 })).toBe(true)
  })
})
