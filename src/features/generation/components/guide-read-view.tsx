import type { ReactNode } from 'react'
import type { DeliveredGuide } from '../model/generation-flow'
import { LazyMarkdown } from './lazy-markdown'

/** A delivered guide read in place (anonymous visitors: it is not saved). */
export function GuideReadView({ guide, note }: { guide: DeliveredGuide; note?: ReactNode }) {
  return (
    <article
      aria-labelledby="delivered-guide-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="delivered-guide-title" className="text-2xl font-bold text-slate-900">
        {guide.title}
      </h2>
      {note ? <div className="mt-3">{note}</div> : null}
      <div className="mt-4">
        <LazyMarkdown text={guide.content} />
      </div>
    </article>
  )
}
