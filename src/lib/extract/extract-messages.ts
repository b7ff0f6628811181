import type { ShownMessage } from '@/lib/errors'

/** What a mislabelled file's bytes turned out to be: a screen names it in the student's language. */
export type FoundContents = 'binary' | 'text' | 'damagedZip' | 'zip'

const FOUND_LABELS: Record<FoundContents, string> = {
  binary: 'binary data',
  text: 'plain text',
  damagedZip: 'a damaged ZIP archive',
  zip: 'a ZIP archive',
}

/**
 * File-reading messages the spec does not have (it predates encrypted, scanned and mislabelled
 * file handling). The spec's own texts stay in `@/lib/errors`; these sit beside the extractors
 * until the lead decides to move them there.
 */
export const extractMessages = {
  pdfPasswordProtected: (name: string) =>
    `File "${name}" is password-protected. Please remove the password and try again.`,
  pdfScanned: (name: string) =>
    `File "${name}" has no text layer (it looks like a scanned document). Please use a PDF with selectable text, or paste the text instead.`,
  officeProtectedOrLegacy: (name: string) =>
    `File "${name}" is password-protected or in an old Office format (.ppt/.doc). Please remove the password or save it as .pptx or .docx and try again.`,
  contentMismatch: (name: string, found: FoundContents) =>
    `File "${name}" is not what its name says: its contents look like ${FOUND_LABELS[found]}. Please check the file and try again.`,
  cancelled: 'File reading was cancelled.',
  pagesRecognised: (pages: number[]) =>
    pages.length === 1
      ? `Page ${pages[0]} was read by text recognition; check names and numbers against the original.`
      : `Pages ${pages.join(', ')} were read by text recognition; check names and numbers against the original.`,
  notRecognisedReliably: (pages: number[]) =>
    pages.length === 1
      ? `The text of page ${pages[0]} could not be recognised reliably`
      : `The text of pages ${pages.join(', ')} could not be recognised reliably`,
  tooSlowToRecognise: (pages: number[]) =>
    pages.length === 1
      ? `Page ${pages[0]} took too long to recognise and was left out`
      : `Pages ${pages.join(', ')} took too long to recognise and were left out`,
  tooManyPagesToRecognise: (name: string, pages: number, limit: number) =>
    `File "${name}" needs text recognition on ${pages} pages; at most ${limit} pages can be recognised in one upload. Please split the file or upload fewer scans at a time.`,
  recognitionUnavailable: (name: string) =>
    `File "${name}" needs text recognition, which this browser cannot run. Please paste the text instead.`,
  recognitionFailed: (name: string) =>
    `Text recognition failed on "${name}". Please try again, or paste the text instead.`,
  epubProtected: (name: string) =>
    `File "${name}" is a DRM-protected e-book, so its text cannot be read. Please use a DRM-free copy of the book, or paste the chapters you need.`,
  epubBroken: (name: string) =>
    `File "${name}" is not a readable EPUB e-book (its table of contents is missing or damaged).`,
  pagesWithoutText: (pages: number[]) =>
    pages.length === 1
      ? `Page ${pages[0]} has no text layer (scanned image?)`
      : `Pages ${pages.join(', ')} have no text layer (scanned images?)`,
  readAsOtherKind: (label: string) => `The file's contents are ${label}; it was read as such.`,
  pptxRawFallback: 'No slide text was found; the raw text of the presentation was used instead.',
  decodedAsLatin1: 'The file is not valid UTF-8; it was read as Latin-1 (Windows-1252).',
} as const

/** A warning's English text with its name and arguments: a screen shows it in the student's
 * language (lib/extract/reading-text.ts) without reading the English. */
export function named(
  name: string,
  text: string,
  args: readonly (string | number)[] = [],
): ShownMessage {
  return { text, spec: { name, args } }
}

/** The warnings a read file carries: its English as above, and its name and arguments. */
export const extractWarnings = {
  pagesRecognised: (pages: number[]) =>
    named('pagesRecognised', extractMessages.pagesRecognised(pages), pages),
  notRecognisedReliably: (pages: number[]) =>
    named('notRecognisedReliably', extractMessages.notRecognisedReliably(pages), pages),
  tooSlowToRecognise: (pages: number[]) =>
    named('tooSlowToRecognise', extractMessages.tooSlowToRecognise(pages), pages),
  pagesWithoutText: (pages: number[]) =>
    named('pagesWithoutText', extractMessages.pagesWithoutText(pages), pages),
  /** `kind` names the contents ('pdf'), `label` is its English ('a PDF document'). */
  readAsOtherKind: (kind: string, label: string) =>
    named('readAsOtherKind', extractMessages.readAsOtherKind(label), [kind]),
  pptxRawFallback: named('pptxRawFallback', extractMessages.pptxRawFallback),
  decodedAsLatin1: named('decodedAsLatin1', extractMessages.decodedAsLatin1),
} as const
