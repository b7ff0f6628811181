/**
 * The student's material as passages with anchors (where each passage sits in its file): the
 * base of long-document chunking, retrieval for the tutor and citations. Extraction produces it,
 * the guide keeps it in the database, and every AI purpose reads from it.
 */

export type SourceAnchor =
  | { kind: 'page'; n: number }
  | { kind: 'slide'; n: number }
  | { kind: 'slide-notes'; n: number }
  | { kind: 'heading'; heading: string }
  | { kind: 'paragraph'; n: number }

export interface SourcePassage {
  /** The file name, set only when a guide joins several files. */
  file?: string
  anchor: SourceAnchor
  text: string
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
  }
}

/** 'page 12', 'notes of slide 4', or 'biology.pdf, page 12' when the guide joins several files. */
export function anchorLabel(passage: Pick<SourcePassage, 'file' | 'anchor'>): string {
  const where = anchorText(passage.anchor)
  return passage.file ? `${passage.file}, ${where}` : where
}
