import { ClipboardPaste } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import { ofVideo } from '@/lib/link-source/youtube'
import type { ReadSource } from '../model/file-list'

/**
 * A YouTube video's transcript, pasted by the student when YouTube did not give the function its
 * captions (YouTube blocks most caption requests from servers; see DEPLOY.md): YouTube's own
 * copy ('0:00', then what was said) is read as a transcript anchored by time, cited like a
 * recording ('Source: 12:34'), each citation opening the video at its moment.
 */
export function YoutubeTranscript({
  videoId,
  disabled,
  onAdd,
}: {
  videoId: string
  disabled: boolean
  onAdd: (name: string, read: ReadSource, size: number) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const fieldId = useId()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const transcript = text.trim()
    if (transcript === '' || disabled) return
    const read: ReadSource = async () => {
      const { readPlainText } = await import('@/lib/extract/transcript')
      const read = readPlainText(transcript)
      return { ...read, passages: ofVideo(read.passages, videoId), warnings: [] }
    }
    onAdd(t('generation.youtube.sourceName', { id: videoId }), read, new Blob([transcript]).size)
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3" noValidate>
      <p role="status" className="text-sm text-amber-900">
        {t('generation.youtube.noCaptions')}
      </p>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {t('generation.youtube.pasteTranscript')}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={6}
        placeholder={t('generation.youtube.placeholder')}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
        disabled={disabled}
      />
      <Button type="submit" variant="outline" disabled={disabled || text.trim() === ''}>
        <ClipboardPaste className="h-4 w-4" aria-hidden="true" />
        {t('generation.youtube.addTranscript')}
      </Button>
    </form>
  )
}
