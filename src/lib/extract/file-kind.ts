/**
 * What a file claims to be (MIME type / extension) and what its bytes say it is. The claim is
 * all validation can check synchronously; extraction trusts only the bytes, because browsers
 * derive `file.type` from the extension and users rename files.
 */

export type FileKind =
  'pdf' | 'pptx' | 'docx' | 'epub' | 'image' | 'text' | 'markdown' | 'subtitles'

/** What the first bytes reveal; `zip` and `ole` are containers resolved later. */
export type SniffedFormat = 'pdf' | 'zip' | 'ole' | 'image' | 'text' | 'binary'

const MIME_KINDS: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/epub+zip': 'epub',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'text/plain': 'text',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/vtt': 'subtitles',
  'application/x-subrip': 'subtitles',
}

const EXTENSION_KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  pptx: 'pptx',
  docx: 'docx',
  epub: 'epub',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  txt: 'text',
  text: 'text',
  md: 'markdown',
  markdown: 'markdown',
  vtt: 'subtitles',
  srt: 'subtitles',
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

/**
 * The kind a file declares. The extension wins over the MIME type because browsers report an
 * empty or generic type (`application/octet-stream`) for .md and .docx on some systems.
 */
export function declaredKind(file: { name: string; type: string }): FileKind | null {
  const byExtension = EXTENSION_KINDS[fileExtension(file.name)]
  if (byExtension) return byExtension
  const mime = file.type.split(';')[0]?.trim().toLowerCase() ?? ''
  return MIME_KINDS[mime] ?? null
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false
  return signature.every((byte, index) => bytes[at + index] === byte)
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const EMPTY_ZIP_SIGNATURE = [0x50, 0x4b, 0x05, 0x06]
// Compound File Binary: legacy .ppt/.doc, and also password-protected .pptx/.docx.
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff]
const RIFF_SIGNATURE = [0x52, 0x49, 0x46, 0x46] // RIFF, then the size, then WEBP
const WEBP_SIGNATURE = [0x57, 0x45, 0x42, 0x50]

export const UTF8_BOM = [0xef, 0xbb, 0xbf] as const
export const UTF16LE_BOM = [0xff, 0xfe] as const
export const UTF16BE_BOM = [0xfe, 0xff] as const

export function hasBom(bytes: Uint8Array, bom: readonly number[]): boolean {
  return startsWith(bytes, bom)
}

/** True when the bytes look like text in some encoding rather than binary data. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (hasBom(bytes, UTF16LE_BOM) || hasBom(bytes, UTF16BE_BOM)) return true
  const sample = bytes.subarray(0, 8192)
  if (sample.length === 0) return true
  let control = 0
  for (const byte of sample) {
    if (byte === 0) return false
    // Tab, line feed, form feed, carriage return and escape appear in real text files.
    if (
      byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0c &&
      byte !== 0x0d &&
      byte !== 0x1b
    ) {
      control += 1
    }
  }
  return control / sample.length < 0.02
}

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  // The PDF reference lets the header start anywhere in the first 1024 bytes.
  const head = bytes.subarray(0, 1024)
  for (let index = 0; index + PDF_SIGNATURE.length <= head.length; index += 1) {
    if (head[index] === 0x25 && startsWith(head, PDF_SIGNATURE, index)) return 'pdf'
  }
  if (startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, EMPTY_ZIP_SIGNATURE)) return 'zip'
  if (startsWith(bytes, OLE_SIGNATURE)) return 'ole'
  if (
    startsWith(bytes, PNG_SIGNATURE) ||
    startsWith(bytes, JPEG_SIGNATURE) ||
    (startsWith(bytes, RIFF_SIGNATURE) && startsWith(bytes, WEBP_SIGNATURE, 8))
  ) {
    return 'image'
  }
  return looksLikeText(bytes) ? 'text' : 'binary'
}

export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'a PDF document',
  pptx: 'a PowerPoint presentation',
  docx: 'a Word document',
  epub: 'an EPUB e-book',
  image: 'an image',
  text: 'a text file',
  markdown: 'a Markdown file',
  subtitles: 'a caption file',
}
