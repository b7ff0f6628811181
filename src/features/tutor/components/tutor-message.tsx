import { Citations } from '@/components/citations/citations'
import { Markdown } from '@/components/ui/markdown'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/components/ui/cn'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/tutor-catalogue'
import type { TutorMessage } from '../model/conversation'

const labels = { user: 'tutor.you', ai: 'tutor.title' } as const

/** One chat message; ai replies are markdown rendered as React elements, never raw HTML. */
export function TutorMessageView({ message }: { message: TutorMessage }) {
  const { t } = useTranslation()
  const label = t(labels[message.role])
  const fromUser = message.role === 'user'
  return (
    <article
      aria-label={label}
      className={cn('flex flex-col', fromUser ? 'items-end' : 'items-start')}
    >
      <p className="mb-1 text-xs font-semibold text-slate-500">{label}</p>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-3 py-2 text-sm',
          fromUser ? 'bg-indigo-600 whitespace-pre-wrap text-white' : 'bg-slate-100 text-slate-800',
          message.status === 'failed' && 'bg-red-50 text-red-800',
        )}
      >
        {fromUser ? (
          <p dir="auto">{message.content}</p>
        ) : message.content === '' && message.status === 'streaming' ? (
          <Spinner label={t('tutor.thinking')} className="text-sm" />
        ) : message.content === '' ? null : (
          <Markdown className="text-sm" headingOffset={2}>
            {message.content}
          </Markdown>
        )}
        <Citations citations={message.citations} lead={t('tutor.sources')} className="mt-2 flex" />
        {message.status === 'stopped' ? (
          <p className="mt-1 text-xs text-slate-500 italic">
            {message.content === '' ? t('tutor.stoppedEarly') : t('tutor.stopped')}
          </p>
        ) : null}
      </div>
    </article>
  )
}
