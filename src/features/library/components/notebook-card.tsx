import { Layers } from 'lucide-react'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/components/ui/cn'
import { formatCreatedDate, plainPreview, readingMinutes, type GuideSummary } from '../model/guide'
import './notebook-card.css'

export interface NotebookCardProps {
  guide: GuideSummary
  href: string
  selectionMode: boolean
  selected: boolean
  onToggleSelected: (id: string) => void
  onEdit: (guide: GuideSummary) => void
  onDelete: (guide: GuideSummary) => void
}

/**
 * A notebook: the title is a link that covers the whole card (a stretched ::after), so the
 * card opens the guide while the icon buttons and the checkbox stay separate controls. The
 * icons show on hover and whenever anything inside the card has keyboard focus. The icons are
 * CSS (./notebook-card.css), so a card is a dozen elements and no SVG: a keystroke that brings a
 * new page of cards builds, styles and lays out little.
 */
export const NotebookCard = memo(function NotebookCard({
  guide,
  href,
  selectionMode,
  selected,
  onToggleSelected,
  onEdit,
  onDelete,
}: NotebookCardProps) {
  const checkboxId = `select-${guide.id}`
  const minutes = readingMinutes(guide.contentLength)
  const stretched =
    'after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus:outline-none'
  return (
    <li
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-indigo-500 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]',
        selected && 'ring-2 ring-indigo-500',
      )}
    >
      <div
        className={cn(
          'nb-icon nb-icon-book relative flex h-28 items-end bg-gradient-to-br p-4 text-white/80 [--nb-icon-size:2rem] after:absolute after:inset-y-0 after:left-3 after:w-1 after:rounded after:bg-white/30 after:content-[""]',
          guide.coverColor,
        )}
        aria-hidden="true"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <h3 className="line-clamp-2 flex-1 font-semibold text-slate-900">
            {selectionMode ? (
              <label htmlFor={checkboxId} className={cn('cursor-pointer', stretched)}>
                {guide.title}
              </label>
            ) : (
              <Link to={href} className={stretched}>
                {guide.title}
              </Link>
            )}
          </h3>
          {guide.kind === 'unit' ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700">
              <Layers className="h-3 w-3" aria-hidden="true" />
              UNIT
              <span className="sr-only"> of</span> {guide.sourceGuideIds.length}
              <span className="sr-only"> guides</span>
            </span>
          ) : null}
          {guide.kind === 'combined' ? (
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              COMBINED
            </span>
          ) : null}
        </div>
        <p className="text-xs text-slate-500">{formatCreatedDate(guide.createdAt)}</p>
        <p className="line-clamp-3 flex-1 text-sm break-words text-slate-600">
          {plainPreview(guide.preview)}
        </p>
        <p className="nb-icon nb-icon-clock flex items-center gap-1 text-xs text-slate-500 [--nb-icon-size:0.875rem]">
          {minutes} min read
        </p>
      </div>
      {selectionMode ? (
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={() => onToggleSelected(guide.id)}
          aria-label={`Select ${guide.title}`}
          className="absolute top-3 left-3 z-10 h-5 w-5 cursor-pointer rounded accent-indigo-600"
        />
      ) : (
        <div className="absolute top-2 right-2 z-10 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
          <button
            type="button"
            onClick={() => onEdit(guide)}
            aria-label={`Customize ${guide.title}`}
            className="nb-icon nb-icon-pencil rounded-lg bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:opacity-100"
          />
          <button
            type="button"
            onClick={() => onDelete(guide)}
            aria-label={`Delete ${guide.title}`}
            className="nb-icon nb-icon-trash rounded-lg bg-white/90 p-1.5 text-red-600 shadow hover:bg-white"
          />
        </div>
      )}
    </li>
  )
})
