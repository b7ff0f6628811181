/**
 * The one entry point the upload UI uses: validate a picked file, turn it into text, and join
 * several files for the AI. Each format's library is loaded only when a file of that format is
 * read. Failures are always an AppError with a message fit to show as is.
 */
import {
  MAX_FILE_SIZE_BYTES,
  MAX_FILES_READ_AT_ONCE,
  MAX_UPLOAD_BYTES,
  MIN_CONTENT_CHARS,
} from '@/config/limits'
import { createLimiter } from '@/lib/concurrency'
import { AppError, messages, specError, type ShownMessage } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import type { RecognitionBudget } from './ocr/recognition-budget'
import type { PdfText } from './pdf'
import { extractMessages, extractWarnings, type FoundContents } from './extract-messages'
import { isRecording, MAX_RECORDING_BYTES } from './media/media-kind'
import { readerError } from './reader-error'
import { declaredKind, fileExtension, KIND_LABELS, sniffFormat, type FileKind } from './file-kind'
import { cleanText, decodeText, hasMeaningfulContent } from './text'
import { passagesFromMarkdown } from './text-passages'

export interface ExtractedFile {
  name: string
  type: string
  size: number
  /** The text the AI reads in one request; unchanged by passages. */
  content: string
  /**
   * The same text with anchors (page, slide, slide notes, heading, paragraph), for chunking and
   * citations. Every passage text is a slice of `content`, in order, and together they hold all
   * of it; only separators and PowerPoint's 'Slide N:' / 'Notes:' labels are left out.
   */
  passages: SourcePassage[]
  warnings: ShownMessage[]
}

export interface ExtractProgress {
  done: number
  total: number
  /** Set while pages are being recognised (scans, photos): `done` of `total` such pages. */
  stage?: 'recognising'
}

export interface ExtractFileOptions {
  signal?: AbortSignal
  onProgress?: (progress: ExtractProgress) => void
  /** The guide's output language: recognition loads its language data too. */
  outputLanguage?: string
  /** Pages the upload this file belongs to may still have recognised (one per file if unset). */
  recognitionBudget?: RecognitionBudget
}

/** Checks what can be known without reading the file: its size and declared type. */
export function validateFile(file: File): AppError | null {
  // Recordings have their own limit (500 MB and 3 hours) and are read by media/.
  if (isRecording(file))
    return file.size > MAX_RECORDING_BYTES ? readerError('recordingTooLarge', [file.name]) : null
  if (file.size > MAX_FILE_SIZE_BYTES) {
    return specError('file', 'fileTooLarge', [file.name])
  }
  if (declaredKind(file) === null) {
    return specError('file', 'fileTypeNotSupported', [
      file.type || fileExtension(file.name) || file.name,
    ])
  }
  return null
}

/**
 * Checks one upload's weight before anything is read (beyond the spec): the files picked or
 * dropped together, with the bytes of the files already listed.
 */
export function validateUpload(files: readonly File[], listedBytes = 0): AppError | null {
  const documents = files.filter((file) => !isRecording(file))
  const total = documents.reduce((sum, file) => sum + file.size, listedBytes)
  return total > MAX_UPLOAD_BYTES ? specError('file', 'uploadTooLarge', [total]) : null
}

/** The format the bytes really have; a mismatch with the name is either tolerated or explained. */
async function actualKind(file: File, bytes: Uint8Array, declared: FileKind): Promise<FileKind> {
  const mismatch = (found: FoundContents) => readerError('contentMismatch', [file.name, found])
  switch (sniffFormat(bytes)) {
    case 'pdf':
      return 'pdf'
    case 'ole':
      throw readerError('officeProtectedOrLegacy', [file.name])
    case 'image':
      return 'image'
    case 'binary':
      throw mismatch('binary')
    case 'text':
      // A ".pdf" that is text is usually a saved error page; reading it would feed junk to the AI.
      if (declared === 'text' || declared === 'markdown' || declared === 'subtitles')
        return declared
      throw mismatch('text')
    case 'zip': {
      const { default: JSZip } = await import('jszip')
      let entries: string[]
      try {
        entries = Object.keys((await JSZip.loadAsync(bytes)).files)
      } catch (error) {
        if (declared === 'pptx')
          throw new AppError('file', messages.readPptxFailed, { cause: error })
        throw mismatch('damagedZip')
      }
      if (entries.includes('ppt/presentation.xml')) return 'pptx'
      if (entries.includes('word/document.xml')) return 'docx'
      if (entries.includes('META-INF/container.xml')) return 'epub'
      if (declared === 'pptx') throw new AppError('file', messages.processPptxFailed)
      throw mismatch('zip')
    }
  }
}

interface KindResult {
  content: string
  passages: SourcePassage[]
  warnings: ShownMessage[]
  scanned?: boolean
}

async function extractKind(
  kind: FileKind,
  bytes: Uint8Array,
  file: File,
  options: ExtractFileOptions,
): Promise<KindResult> {
  switch (kind) {
    case 'pdf': {
      const { extractPdfText } = await import('./pdf')
      return completePdf(await extractPdfText(bytes, file.name, options), bytes, file, options)
    }
    case 'image': {
      const ocr = await import('./ocr/read-with-recognition')
      if (!ocr.canRecognise()) throw readerError('recognitionUnavailable', [file.name])
      const image = await ocr.recogniseImage(bytes, recognitionOptions(file, options))
      ocr.throwIfNothingReliable(image, MIN_CONTENT_CHARS)
      return { content: image.text, passages: image.passages, warnings: [] }
    }
    case 'epub': {
      const { extractEpubText } = await import('./epub')
      const epub = await extractEpubText(bytes, file.name)
      return { content: epub.text, passages: epub.passages, warnings: [] }
    }
    case 'pptx': {
      const { extractPptxText } = await import('./pptx')
      const pptx = await extractPptxText(bytes, file.name, options.signal)
      return { content: pptx.text, passages: pptx.passages, warnings: pptx.warnings }
    }
    case 'docx': {
      const { readDocx } = await import('./docx-in-worker')
      const docx = await readDocx(bytes, file.name, options.signal)
      return { content: docx.text, passages: docx.passages, warnings: [] }
    }
    case 'text':
    case 'markdown':
    case 'subtitles': {
      const decoded = decodeText(bytes)
      const text = cleanText(decoded.text).trim()
      const read = await readTextKind(kind, text)
      return { ...read, warnings: decoded.warnings }
    }
  }
}

/** Markdown by its headings; captions and time-lined text as a transcript; text by paragraphs. */
async function readTextKind(kind: 'text' | 'markdown' | 'subtitles', text: string) {
  if (kind === 'markdown') return { content: text, passages: passagesFromMarkdown(text) }
  const { readPlainText, transcriptFromSubtitles } = await import('./transcript')
  return kind === 'subtitles' ? transcriptFromSubtitles(text) : readPlainText(text)
}

function recognitionOptions(file: File, options: ExtractFileOptions) {
  return {
    fileName: file.name,
    outputLanguage: options.outputLanguage,
    budget: options.recognitionBudget,
    signal: options.signal,
    onProgress: (progress: { done: number; total: number }) =>
      options.onProgress?.({ ...progress, stage: 'recognising' }),
  }
}

/**
 * A read PDF with its pages that have no usable text layer (none, or garbage: the reader gave
 * those no text) recognised from their pictures. Where recognition cannot run, those pages are
 * left out with a warning, and a PDF with no usable page at all is refused as a scan. A PDF whose
 * pages all have text does not load the recognition module.
 */
async function completePdf(
  pdf: PdfText,
  bytes: Uint8Array,
  file: File,
  options: ExtractFileOptions,
): Promise<KindResult> {
  const needed = pdf.pagesWithoutText
  const ocr = needed.length > 0 ? await import('./ocr/read-with-recognition') : null
  if (ocr?.canRecognise()) {
    const read = await ocr.recognisePdfPages(pdf, bytes, needed, recognitionOptions(file, options))
    ocr.throwIfNothingReliable(read, MIN_CONTENT_CHARS)
    return { content: read.text, passages: read.passages, warnings: ocr.recognitionWarnings(read) }
  }
  const allEmpty = pdf.passages.length === 0
  const warnings = needed.length > 0 && !allEmpty ? [extractWarnings.pagesWithoutText(needed)] : []
  return {
    content: pdf.text,
    passages: pdf.passages,
    warnings,
    scanned: allEmpty && pdf.pageCount > 0,
  }
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('aborted', extractMessages.cancelled)
}

/**
 * Files read at the same time (beyond the spec): reading holds a file's bytes and what they
 * unpack to, so a drop of twenty decks is read two at a time, not all at once.
 */
const readQueue = createLimiter(MAX_FILES_READ_AT_ONCE)

export async function extractFile(
  file: File,
  options: ExtractFileOptions = {},
): Promise<ExtractedFile> {
  const invalid = validateFile(file)
  if (invalid) throw invalid
  return readQueue(() => readFile(file, options))
}

async function readFile(file: File, options: ExtractFileOptions): Promise<ExtractedFile> {
  const declared = declaredKind(file) ?? 'text'
  try {
    throwIfAborted(options.signal)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = await actualKind(file, bytes, declared)
    const singleStep = kind !== 'pdf' && kind !== 'image'
    if (singleStep) options.onProgress?.({ done: 0, total: 1 })
    const result = await extractKind(kind, bytes, file, options)
    throwIfAborted(options.signal)
    if (result.scanned) throw readerError('pdfScanned', [file.name])
    if (!hasMeaningfulContent(result.content, MIN_CONTENT_CHARS)) {
      throw specError('file', 'fileNoContent', [file.name])
    }
    if (singleStep) options.onProgress?.({ done: 1, total: 1 })
    const sameFamily =
      kind === declared ||
      ((kind === 'text' || kind === 'markdown') && (declared === 'text' || declared === 'markdown'))
    const warnings = sameFamily
      ? result.warnings
      : [extractWarnings.readAsOtherKind(kind, KIND_LABELS[kind]), ...result.warnings]
    return {
      name: file.name,
      type: file.type,
      size: file.size,
      content: result.content,
      passages: result.passages,
      warnings,
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw specError('file', 'fileProcessFailed', [file.name], { cause: error })
  }
}

/**
 * Starts the PDF workers (each loading PDFium) and loads the PPTX library and the check every
 * read PDF goes through (which pages need text recognition; not the recognition itself) in the
 * background, so the first extraction does not pay for them. The upload area calls it when the
 * student shows intent to upload. Idempotent and cheap once done: the workers are started once
 * and kept, the imports are cached. Failures are ignored because extraction retries them anyway.
 */
export function preloadExtractors(): void {
  void import('./pdf').then((pdf) => pdf.preloadPdfReader()).catch(() => undefined)
  void import('./ocr/read-with-recognition').catch(() => undefined)
  void import('jszip').catch(() => undefined)
}

/** Several files as one text for the AI: 'File: name' and its content, between dividers. */
export function joinFiles(files: { name: string; content: string }[]): string {
  return files.map((file) => `File: ${file.name}\n${file.content}`).join('\n\n---\n\n')
}
