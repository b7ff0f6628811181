/**
 * Where extraction hands work to text recognition: a PDF's pages with no usable text layer
 * (none, or garbage) and image files. Loaded only when a file needs it, with the OCR workers,
 * the engine and its language data behind it.
 */
import { AppError, type ShownMessage } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { extractWarnings } from '../extract-messages'
import type { PdfText } from '../pdf'
import { cleanText, hasMeaningfulContent } from '../text'
import { recognitionLanguages } from './ocr-languages'
import { RecognitionBudget } from './recognition-budget'
import { recognisePages } from './recognise'

export interface RecognitionOptions {
  fileName: string
  /** The guide's output language, when the student chose one. */
  outputLanguage?: string
  budget?: RecognitionBudget
  signal?: AbortSignal
  onProgress?: (progress: { done: number; total: number }) => void
}

export interface RecognisedText {
  text: string
  passages: SourcePassage[]
  /** Pages that needed recognition, and those where it found no text either. */
  recognised: number[]
  pagesWithoutText: number[]
  /** Pages whose recognition is left out: it read as no language the app has data for. */
  unreliable: number[]
  /** Pages left out because recognising them took longer than their bound (recognise.ts). */
  tooSlow: number[]
}

/** Whether this browser can recognise text: workers that can draw (OffscreenCanvas). */
export function canRecognise(): boolean {
  return typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
}

function joined(passages: SourcePassage[]): string {
  return passages.map((passage) => passage.text).join('\n\n')
}

/**
 * The PDF's text with `pages` recognised from their pictures in place of their text layer.
 * Pages with good text keep it; the language data follows the output language and the text
 * the good pages already have.
 */
export async function recognisePdfPages(
  pdf: PdfText,
  bytes: Uint8Array,
  pages: number[],
  options: RecognitionOptions,
): Promise<RecognisedText> {
  ;(options.budget ?? new RecognitionBudget()).take(options.fileName, pages.length)
  const needed = new Set(pages)
  const kept = pdf.passages.filter(
    (passage) => !(passage.anchor.kind === 'page' && needed.has(passage.anchor.n)),
  )
  const texts = await recognisePages({ kind: 'pdf', bytes }, pages, {
    fileName: options.fileName,
    languages: recognitionLanguages(options.outputLanguage, joined(kept)),
    signal: options.signal,
    onProgress: options.onProgress,
  })
  const tooSlow = pages.filter((n) => texts.get(n)?.tooSlow)
  const unreliable = pages.filter((n) => texts.get(n)?.reliable === false && !tooSlow.includes(n))
  const recognised = pages.flatMap((n): SourcePassage[] => {
    const page = texts.get(n)
    const text = page?.reliable ? cleanText(page.text).trim() : ''
    return text === '' ? [] : [{ anchor: { kind: 'page', n }, text }]
  })
  const pageOf = (passage: SourcePassage) => (passage.anchor.kind === 'page' ? passage.anchor.n : 0)
  const passages = [...kept, ...recognised].sort((left, right) => pageOf(left) - pageOf(right))
  const withText = new Set(passages.map(pageOf))
  return {
    text: joined(passages),
    passages,
    recognised: pages.filter((n) => withText.has(n)),
    pagesWithoutText: pages.filter(
      (n) => !withText.has(n) && !unreliable.includes(n) && !tooSlow.includes(n),
    ),
    unreliable,
    tooSlow,
  }
}

/** An image file's text: one page, so citations say 'page 1'. */
export async function recogniseImage(
  bytes: Uint8Array,
  options: RecognitionOptions,
): Promise<RecognisedText> {
  ;(options.budget ?? new RecognitionBudget()).take(options.fileName, 1)
  const texts = await recognisePages({ kind: 'image', bytes }, [1], {
    fileName: options.fileName,
    languages: recognitionLanguages(options.outputLanguage),
    signal: options.signal,
    onProgress: options.onProgress,
  })
  const page = texts.get(1)
  const tooSlow = page?.tooSlow ? [1] : []
  const unreliable = page?.reliable === false && !page.tooSlow ? [1] : []
  const text = page?.reliable ? cleanText(page.text).trim() : ''
  const passages: SourcePassage[] = text === '' ? [] : [{ anchor: { kind: 'page', n: 1 }, text }]
  const recognised = text === '' ? [] : [1]
  return { text, passages, recognised, pagesWithoutText: [], unreliable, tooSlow }
}

/** What the student is told about a PDF's recognised pages and those left out. */
export function recognitionWarnings(read: RecognisedText): ShownMessage[] {
  return [
    ...(read.recognised.length > 0 ? [extractWarnings.pagesRecognised(read.recognised)] : []),
    ...(read.unreliable.length > 0 ? [extractWarnings.notRecognisedReliably(read.unreliable)] : []),
    ...(read.tooSlow.length > 0 ? [extractWarnings.tooSlowToRecognise(read.tooSlow)] : []),
  ]
}

/**
 * Recognition that read nothing worth keeping where pages were left out: the student is told
 * which and why, rather than that the file has no content.
 */
export function throwIfNothingReliable(read: RecognisedText, minChars: number): void {
  if (hasMeaningfulContent(read.text, minChars)) return
  const left =
    read.unreliable.length > 0
      ? extractWarnings.notRecognisedReliably(read.unreliable)
      : read.tooSlow.length > 0
        ? extractWarnings.tooSlowToRecognise(read.tooSlow)
        : null
  if (left) throw new AppError('file', left.text, { spec: left.spec })
}
