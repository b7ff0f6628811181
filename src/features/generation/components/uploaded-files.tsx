import { FileText, X } from 'lucide-react'
import type { ShownMessage } from '@/lib/errors'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { formatKb, type FileItem } from '../model/file-list'
import { ReadingMessage } from './reading-message'

function ReadingProgress({
  item,
  onCancel,
}: {
  item: Extract<FileItem, { status: 'reading' }>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const progress = item.progress
  const recognising = progress?.stage === 'recognising'
  const transcribing = progress?.stage === 'transcribing'
  const reading =
    progress && progress.total > 1 && !transcribing
      ? t('generation.files.readingPages', {
          done: formatWholeNumber(progress.done),
          total: formatWholeNumber(progress.total),
        })
      : t('generation.files.reading')
  return (
    <span className="flex flex-wrap items-center gap-2">
      <progress
        aria-label={t('generation.files.readingName', { name: item.name })}
        className="h-1.5 w-24 accent-indigo-600"
        max={progress?.total ?? 1}
        value={progress?.done ?? undefined}
      />
      {recognising || transcribing ? (
        <>
          <span role="status">
            {transcribing
              ? t('generation.files.transcribing', {
                  minute: formatWholeNumber(progress.done),
                  minutes: formatWholeNumber(progress.total),
                })
              : t('generation.files.recognising', {
                  page: formatWholeNumber(Math.min(progress.done + 1, progress.total)),
                  total: formatWholeNumber(progress.total),
                })}
          </span>
          <button
            type="button"
            onClick={onCancel}
            className="rounded px-1.5 text-indigo-700 underline hover:bg-slate-100"
          >
            {t('generation.files.cancel')}
          </button>
        </>
      ) : (
        <span>{reading}</span>
      )}
    </span>
  )
}

function StalledRecording({ message, onRetry }: { message: ShownMessage; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span role="alert" className="text-amber-800">
        <ReadingMessage message={message} />
      </span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded px-1.5 text-indigo-700 underline hover:bg-slate-100"
      >
        {t('generation.files.retry')}
      </button>
    </span>
  )
}

/**
 * The uploaded files: name, size in KB, extracted characters (or reading progress, with Cancel
 * while pages are recognised), remove. Cancelling a recognition takes the file off the list.
 */
export function UploadedFiles({
  items,
  onRemove,
  onRetry,
  disabled,
}: {
  items: FileItem[]
  onRemove: (id: string) => void
  /** A stalled recording tried again. */
  onRetry?: (id: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  return (
    <ul
      aria-label={t('generation.files.list')}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 px-3 py-2.5 text-sm">
          <FileText className="mt-0.5 h-5 w-5 shrink-0 text-indigo-500" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{item.name}</p>
            <p className="flex flex-wrap gap-x-3 text-slate-500">
              <span>{formatKb(item.size)}</span>
              {item.status === 'ready' ? (
                <span>
                  {t('generation.files.extracted', {
                    count: item.content.length,
                    shown: formatWholeNumber(item.content.length),
                  })}
                </span>
              ) : item.status === 'stalled' ? (
                <StalledRecording message={item.message} onRetry={() => onRetry?.(item.id)} />
              ) : (
                <ReadingProgress item={item} onCancel={() => onRemove(item.id)} />
              )}
            </p>
            {item.status === 'ready'
              ? item.warnings.map((warning) => (
                  <p key={warning.text} className="text-xs text-amber-700">
                    <ReadingMessage message={warning} />
                  </p>
                ))
              : null}
          </div>
          <button
            type="button"
            aria-label={t('generation.files.remove', { name: item.name })}
            onClick={() => onRemove(item.id)}
            disabled={disabled}
            className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-50"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  )
}
