import { Bot, Send, Square, X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { namedText } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import { aiOutOfReach } from '@/study-engine/engine'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { useTutorConversation } from '../api/tutor-chat'
import '../model/tutor-catalogue'
import { TutorMessageView } from './tutor-message'

/**
 * The AI Tutor side panel: the conversation about one guide, an input and
 * Send (Enter sends too). Send is disabled while a reply loads or the input is blank; a reply
 * streaming in can be stopped (beyond the spec).
 */
export function TutorPanel({ guide, onClose }: { guide: GuideRef; onClose: () => void }) {
  const { t } = useTranslation()
  const { conversation, ask, stop } = useTutorConversation(guide)
  const [draft, setDraft] = useState('')
  /** Send was pressed with no connection: said, and the question stays in the field. */
  const [offline, setOffline] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const pending = conversation.pendingId !== null
  const canSend = !pending && draft.trim() !== ''

  // The panel opens to ask a question: the cursor starts in its input. Focus alone would scroll
  // just the input into view, leaving the panel's title and Close under the sticky header on a
  // phone; a panel not wholly in view is brought in from its top (below the header: index.css's
  // scroll-padding), the input at its foot with it.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true })
    const panel = panelRef.current
    if (!panel) return
    const { top, bottom } = panel.getBoundingClientRect()
    const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    if (top < headerRoom || bottom > window.innerHeight) panel.scrollIntoView({ block: 'start' })
  }, [])

  // An on-screen keyboard opening resizes the page (index.html's interactive-widget=
  // resizes-content): the question being typed stays in view above it.
  useEffect(() => {
    const keepInputInView = () => {
      const input = inputRef.current
      if (input && document.activeElement === input)
        input.scrollIntoView({ block: 'nearest', behavior: 'instant' })
    }
    window.addEventListener('resize', keepInputInView)
    return () => window.removeEventListener('resize', keepInputInView)
  }, [])

  // Keep the newest text in view as it streams (a DOM sync, not data flow).
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [conversation.messages])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSend) return
    const outOfReach = aiOutOfReach()
    setOffline(outOfReach)
    if (outOfReach) return
    void ask(draft)
    setDraft('')
    // Send turns disabled while the reply loads: keep the keyboard in the input.
    inputRef.current?.focus()
  }

  const stopReply = () => {
    stop()
    // The Stop button disappears with the reply; give focus back to the input.
    inputRef.current?.focus()
  }

  return (
    <aside
      ref={panelRef}
      // Escape closes the side panel from wherever the keyboard is inside it.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return
        event.preventDefault()
        onClose()
      }}
      aria-labelledby="tutor-panel-title"
      className="mb-4 flex h-[calc(100dvh-6rem)] max-h-[52rem] min-h-[20rem] w-full flex-col lg:mb-0 lg:h-[calc(100dvh-11rem)] rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:w-96"
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
            <Bot className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="tutor-panel-title" className="font-semibold text-slate-900">
              {t('tutor.title')}
            </h2>
            {/* A long title wraps: nothing is cut off on a phone. */}
            <p className="text-xs break-words text-slate-500">{guide.title}</p>
          </div>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('tutor.close')}>
          <X className="h-5 w-5" aria-hidden="true" />
        </Button>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('tutor.conversation')}
        aria-busy={pending}
        className="flex-1 space-y-4 overflow-y-auto px-4 py-4"
      >
        {conversation.messages.length === 0 ? (
          <p className="text-sm text-slate-600">{t('tutor.intro')}</p>
        ) : (
          conversation.messages.map((message) => (
            <TutorMessageView key={message.id} message={message} />
          ))
        )}
      </div>

      {/* At the panel's foot, whose height is the screen's above an on-screen keyboard (dvh, and
          index.html's viewport resizes the page for the keyboard): the field stays in view. */}
      {offline ? (
        <Alert tone="error" className="mx-3 mb-2">
          {namedText('offline')}
        </Alert>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 p-3">
        <input
          ref={inputRef}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-label={t('tutor.ask')}
          placeholder={t('tutor.askPlaceholder')}
          autoComplete="off"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base sm:text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
        />
        {pending ? (
          <Button variant="secondary" onClick={stopReply}>
            <Square className="h-4 w-4" aria-hidden="true" />
            {t('tutor.stop')}
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSend}>
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('tutor.send')}
        </Button>
      </form>
    </aside>
  )
}
