import type { ShownMessage } from '@/lib/errors'
import { extractWarnings } from './extract-messages'
import { hasBom, UTF16BE_BOM, UTF16LE_BOM, UTF8_BOM } from './file-kind'

export interface DecodedText {
  text: string
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'
  warnings: ShownMessage[]
}

/**
 * Decodes a plain-text (or Markdown) file. A BOM decides the encoding; without one, strict
 * UTF-8 is tried first and Latin-1 is the fallback, since old Windows notes are the usual
 * non-UTF-8 files students have. (WHATWG maps the 'latin1' label to windows-1252, a superset.)
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (hasBom(bytes, UTF8_BOM)) {
    return { text: decode('utf-8', bytes.subarray(3)), encoding: 'utf-8', warnings: [] }
  }
  if (hasBom(bytes, UTF16LE_BOM)) {
    return { text: decode('utf-16le', bytes.subarray(2)), encoding: 'utf-16le', warnings: [] }
  }
  if (hasBom(bytes, UTF16BE_BOM)) {
    return { text: decode('utf-16be', bytes.subarray(2)), encoding: 'utf-16be', warnings: [] }
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    return { text, encoding: 'utf-8', warnings: [] }
  } catch {
    return {
      text: decode('windows-1252', bytes),
      encoding: 'windows-1252',
      warnings: [extractWarnings.decodedAsLatin1],
    }
  }
}

function decode(encoding: string, bytes: Uint8Array): string {
  // ignoreBOM keeps the decoder from looking for a second BOM after we removed the first.
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes)
}

/** Line endings normalised and control characters (other than tab/newline) dropped. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffd]/g, '')
      // eslint-disable-next-line no-control-regex -- form feeds separate pages in plain text
      .replace(/\u000c/g, '\n')
  )
}

/**
 * Whether the text has at least `min` characters after trimming, whitespace runs counted once.
 * Stops as soon as it knows, so a 200-page PDF costs microseconds, not a long task.
 */
export function hasMeaningfulContent(text: string, min: number): boolean {
  let count = 0
  let pendingSpace = false
  for (const char of text) {
    if (/\s/.test(char)) {
      pendingSpace = count > 0
      continue
    }
    count += pendingSpace ? 2 : 1
    pendingSpace = false
    if (count >= min) return true
  }
  return false
}
