import { READING_CHARS_PER_MINUTE } from '@/config/limits'

/** The preview as plain words: markdown markers (headings, bullets, emphasis) would read as noise. */
export function plainPreview(preview: string): string {
  return preview
    .replace(/(^|\s)(#{1,6}|[-*+]|\d+\.|>)\s/g, '$1')
    .replace(/\*\*|__|`+|\|/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Content length / 1000, rounded up, in minutes. */
export function readingMinutes(contentLength: number): number {
  return Math.ceil(contentLength / READING_CHARS_PER_MINUTE)
}
