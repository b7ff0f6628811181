import { cn } from '@/components/ui/cn'
import { useTranslation } from '@/lib/i18n/i18n'
import { chapterAt, type Chapter } from '../model/chapters'
import { clockTime } from '../model/timeline'

export interface ChapterListProps {
  chapters: readonly Chapter[]
  /** Where each line starts on the player's clock. */
  starts: readonly number[]
  /** The line being spoken. */
  current: number
  onPlayChapter: (line: number) => void
}

/** The overview's chapters by section: the one playing is marked, a click plays from one. */
export function ChapterList({ chapters, starts, current, onPlayChapter }: ChapterListProps) {
  const { t } = useTranslation()
  if (chapters.length === 0) return null
  const playing = chapterAt(chapters, current)
  return (
    <nav aria-label={t('audio.chapters')} className="flex flex-col gap-1">
      <h4 className="text-sm font-medium text-slate-700">{t('audio.chapters')}</h4>
      <ol className="flex flex-col gap-1">
        {chapters.map((chapter, index) => (
          <li key={`${chapter.line}-${chapter.title}`}>
            <button
              type="button"
              aria-current={index === playing ? 'true' : undefined}
              onClick={() => onPlayChapter(chapter.line)}
              className={cn(
                'flex w-full justify-between gap-2 rounded-md px-2 py-1 text-start text-sm focus-visible:outline-2 focus-visible:outline-indigo-500',
                index === playing ? 'bg-indigo-50 font-medium text-indigo-900' : 'text-slate-700',
              )}
            >
              <span>{chapter.title}</span>
              <span className="text-slate-600 tabular-nums">
                {clockTime(starts[chapter.line] ?? 0)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
