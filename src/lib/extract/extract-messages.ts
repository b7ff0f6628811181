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
  contentMismatch: (name: string, found: string) =>
    `File "${name}" is not what its name says: its contents look like ${found}. Please check the file and try again.`,
  cancelled: 'File reading was cancelled.',
  pagesWithoutText: (pages: number[]) =>
    pages.length === 1
      ? `Page ${pages[0]} has no text layer (scanned image?)`
      : `Pages ${pages.join(', ')} have no text layer (scanned images?)`,
  readAsOtherKind: (label: string) => `The file's contents are ${label}; it was read as such.`,
  pptxRawFallback: 'No slide text was found; the raw text of the presentation was used instead.',
  decodedAsLatin1: 'The file is not valid UTF-8; it was read as Latin-1 (Windows-1252).',
} as const
