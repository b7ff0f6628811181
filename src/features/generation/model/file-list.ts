/**
 * The upload section's file list as a pure reducer. A file is added as soon as it passes the
 * size and type checks and is read in the background; a file that cannot be read leaves the
 * list (its message goes to the error box).
 */
import type { ShownMessage } from '@/lib/errors'
import { formatNumber } from '@/lib/i18n/format'
import { translate } from '@/lib/i18n/i18n'
import type { SourcePassage } from '@/lib/source'
import './generation-catalogue'

/** A source read in the background (a link, a pasted transcript); `name` renames it once read. */
export type ReadSource = (signal: AbortSignal) => Promise<{
  name?: string
  content: string
  passages: SourcePassage[]
  warnings: ShownMessage[]
}>

export interface FileProgress {
  done: number
  total: number
  /**
   * Pages being recognised as text (scans, photos) rather than read; or a recording being
   * transcribed: `done` is the minute being transcribed, `total` the recording's minutes.
   */
  stage?: 'recognising' | 'transcribing'
}

export type FileItem =
  | { id: string; name: string; size: number; status: 'reading'; progress: FileProgress | null }
  | {
      id: string
      name: string
      size: number
      status: 'ready'
      content: string
      warnings: ShownMessage[]
    }
  /** A recording that waits for the student: no provider yet, or a part that failed (Retry). */
  | { id: string; name: string; size: number; status: 'stalled'; message: ShownMessage }

export type FileListAction =
  | { type: 'added'; id: string; name: string; size: number }
  | { type: 'progress'; id: string; progress: FileProgress }
  /** `name` renames the item (a link is listed by its address until its title is known). */
  | { type: 'read'; id: string; name?: string; content: string; warnings: ShownMessage[] }
  | { type: 'stalled'; id: string; message: ShownMessage }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'cleared' }

export function fileListReducer(items: FileItem[], action: FileListAction): FileItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        { id: action.id, name: action.name, size: action.size, status: 'reading', progress: null },
      ]
    case 'progress':
      return items.map((item) =>
        item.id === action.id && item.status === 'reading'
          ? { ...item, progress: action.progress }
          : item,
      )
    case 'read':
      return items.map((item) =>
        item.id === action.id
          ? {
              id: item.id,
              name: action.name ?? item.name,
              size: item.size,
              status: 'ready',
              content: action.content,
              warnings: action.warnings,
            }
          : item,
      )
    case 'stalled':
      return items.map((item) =>
        item.id === action.id
          ? {
              id: item.id,
              name: item.name,
              size: item.size,
              status: 'stalled',
              message: action.message,
            }
          : item,
      )
    case 'retried':
      return items.map((item) =>
        item.id === action.id && item.status === 'stalled'
          ? { id: item.id, name: item.name, size: item.size, status: 'reading', progress: null }
          : item,
      )
    case 'removed':
      return items.filter((item) => item.id !== action.id)
    case 'cleared':
      return []
  }
}

/** Size as the spec shows it: in KB, one decimal ('12.3 KB'; '12,3 Ko' in French). */
export function formatKb(bytes: number): string {
  const kilobytes = formatNumber(bytes / 1024, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return translate('generation.files.size', { kilobytes })
}

export function readyFiles(items: FileItem[]): { name: string; content: string }[] {
  return items.flatMap((item) =>
    item.status === 'ready' ? [{ name: item.name, content: item.content }] : [],
  )
}
