/**
 * The student's material as passages with anchors (where each passage sits in its file): the
 * base of long-document chunking, retrieval for the tutor and citations. Extraction produces it,
 * the guide keeps it in the database, and every AI purpose reads from it.
 */

import { charCount } from './stored-size'

export type SourceAnchor =
  | { kind: 'page'; n: number }
  | { kind: 'slide'; n: number }
  | { kind: 'slide-notes'; n: number }
  | { kind: 'heading'; heading: string }
  | { kind: 'paragraph'; n: number }
  /** An e-book's chapter: the Nth document of its reading order that has text. */
  | { kind: 'chapter'; n: number }
  /**
   * A recording's or a transcript's moment, in seconds from its start (≥ 0); `video` is the
   * YouTube video's id when the transcript is a video's, so a citation can open it there.
   */
  | { kind: 'time'; seconds: number; video?: string }

export interface SourcePassage {
  /** The file name, set only when a guide joins several files. */
  file?: string
  anchor: SourceAnchor
  text: string
}

/** A moment as people write it: '0:05', '12:34', and '1:02:03' past an hour. */
export function timestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = whole % 60
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`
}

function anchorText(anchor: SourceAnchor): string {
  switch (anchor.kind) {
    case 'page':
      return `page ${anchor.n}`
    case 'slide':
      return `slide ${anchor.n}`
    case 'slide-notes':
      return `notes of slide ${anchor.n}`
    case 'heading':
      return anchor.heading
    case 'paragraph':
      return `paragraph ${anchor.n}`
    case 'chapter':
      return `chapter ${anchor.n}`
    case 'time':
      return timestamp(anchor.seconds)
  }
}

/** 'page 12', 'notes of slide 4', '12:34', or 'biology.pdf, page 12' when the guide joins several files. */
export function anchorLabel(passage: Pick<SourcePassage, 'file' | 'anchor'>): string {
  const where = anchorText(passage.anchor)
  return passage.file ? `${passage.file}, ${where}` : where
}

/**
 * Several files' passages as one source, in the order given. `file` names each passage's file
 * only when there are two or more files: a single file needs no name in its citations.
 */
export function combineSources(
  files: readonly { name: string; passages: readonly SourcePassage[] }[],
): SourcePassage[] {
  if (files.length < 2) return files.flatMap((file) => file.passages.map((p) => ({ ...p })))
  return files.flatMap((file) => file.passages.map((p) => ({ ...p, file: file.name })))
}

/** The passages as one text, blank lines between them (a reloaded guide's material for the AI). */
export function sourceText(passages: readonly SourcePassage[]): string {
  return passages.map((passage) => passage.text).join('\n\n')
}

/**
 * Characters of the passages' texts as the database counts them (char_length: code points),
 * so the size shown before a request and the limit the database enforces agree.
 */
export function sourceCharCount(passages: readonly SourcePassage[]): number {
  let count = 0
  for (const { text } of passages) count += charCount(text)
  return count
}
