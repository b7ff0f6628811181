import { Layers } from 'lucide-react'
import { memo, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { cn } from '@/components/ui/cn'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import { formatDate } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/entities/study-guide/library-catalogue'
import { plainPreview, readingMinutes } from '../model/notebook-text'
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

/** A click on these (or inside them) is theirs, not the card's. */
const OWN_CLICK = 'a, button, input, label'

/**
 * A notebook: the title is the link (the keyboard's and the assistive technologies' way in), and
 * a click anywhere else on the card does what the title does — opens the guide, or in selection
 * mode ticks its checkbox — while the icon buttons and the checkbox stay separate controls. (Not
 * a stretched link: its overlay would sit over the date, preview and reading time, so a click
 * aimed at them would land on another element.) The icons show on hover and whenever anything
 * inside the card has keyboard focus. The icons are
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
  const { t } = useTranslation()
  const checkboxId = `select-${guide.id}`
  const minutes = readingMinutes(guide.contentLength)
  const navigate = useNavigate()
  function clickCard(event: MouseEvent<HTMLLIElement>) {
    if (event.defaultPrevented || (event.target as Element).closest(OWN_CLICK)) return
    if (selectionMode) onToggleSelected(guide.id)
    else void navigate(href)
  }
  const titleClasses = 'focus:outline-none'
  return (
    <li
      onClick={clickCard}
      className={cn(
        'group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-indigo-500 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]',
        selected && 'ring-2 ring-indigo-500',
      )}
    >
      <div
        className={cn(
          'nb-icon nb-icon-book relative flex h-28 items-end bg-gradient-to-br p-4 text-white/80 [--nb-icon-size:2rem] after:absolute after:inset-y-0 after:start-3 after:w-1 after:rounded after:bg-white/30 after:content-[""]',
          guide.coverColor,
        )}
        aria-hidden="true"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <h2 dir="auto" className="line-clamp-2 flex-1 font-semibold text-slate-900">
            {selectionMode ? (
              <label htmlFor={checkboxId} className={cn('cursor-pointer', titleClasses)}>
                {guide.title}
              </label>
            ) : (
              <Link to={href} className={titleClasses}>
                {guide.title}
              </Link>
            )}
          </h2>
          {guide.kind === 'unit' ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700">
              <Layers className="h-3 w-3" aria-hidden="true" />
              <span>{t('library.card.unit')}</span>
              <span aria-hidden="true">·</span>
              <span>{t('library.card.guides', { count: guide.sourceGuideIds.length })}</span>
            </span>
          ) : null}
          {guide.kind === 'combined' ? (
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t('library.card.combined')}
            </span>
          ) : null}
        </div>
        <p className="text-xs text-slate-500">{formatDate(guide.createdAt)}</p>
        <p className="line-clamp-3 flex-1 text-sm break-words text-slate-600">
          {plainPreview(guide.preview)}
        </p>
        <p className="nb-icon nb-icon-clock flex items-center gap-1 text-xs text-slate-500 [--nb-icon-size:0.875rem]">
          {t('library.card.minutes', { count: minutes })}
        </p>
      </div>
      {selectionMode ? (
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={() => onToggleSelected(guide.id)}
          aria-label={t('library.card.select', { title: guide.title })}
          className="absolute start-3 top-3 z-10 h-6 w-6 cursor-pointer rounded accent-indigo-600"
        />
      ) : (
        // Shown on hover or focus where there is hover; always on a touch screen, which has none.
        <div className="absolute end-2 top-2 z-10 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <button
            type="button"
            onClick={() => onEdit(guide)}
            aria-label={t('library.card.customize', { title: guide.title })}
            title={t('library.card.edit')}
            className="nb-icon nb-icon-pencil rounded-lg bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:opacity-100"
          />
          <button
            type="button"
            onClick={() => onDelete(guide)}
            aria-label={t('library.card.deleteGuide', { title: guide.title })}
            title={t('library.delete')}
            className="nb-icon nb-icon-trash rounded-lg bg-white/90 p-1.5 text-red-600 shadow hover:bg-white"
          />
        </div>
      )}
    </li>
  )
})
