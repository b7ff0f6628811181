import { Link2 } from 'lucide-react'
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { messageOf, specMessage, type ShownMessage } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'
import { youtubeVideoId } from '@/lib/link-source/youtube'
import type { ReadSource } from '../model/file-list'

/** Only when YouTube gives no captions: not in the landing page's code after its first render. */
const YoutubeTranscript = lazyComponent(async () => ({
  default: (await import('./youtube-transcript')).YoutubeTranscript,
}))

interface AddLinkFormProps {
  disabled: boolean
  /** Lists a source under `name` and reads it in the background (upload-section.tsx). */
  onAdd: (name: string, read: ReadSource, size?: number) => void
  /** Why a YouTube link could not be read (a web link's failure is its listed source's). */
  onFailed: (message: ShownMessage) => void
}

/**
 * 'Add a link': a web page or a PDF is fetched by the `source` function and read in the browser
 * (lib/link-source); a YouTube video is read from its captions, which the function asks YouTube
 * for, and when YouTube gives none the student may paste the transcript. A link that cannot be
 * read goes back into the field (unless the student has typed another), so nothing typed is lost.
 */
export function AddLinkForm({ disabled, onAdd, onFailed }: AddLinkFormProps) {
  const { t } = useTranslation()
  const [link, setLink] = useState('')
  const [video, setVideo] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const asked = useRef<AbortController | null>(null)
  useEffect(() => () => asked.current?.abort(), [])

  /** Puts a link that could not be read back, unless the field holds something new. */
  function giveBack(link: string) {
    setLink((current) => (current.trim() === '' ? link : current))
  }

  async function readVideo(videoId: string, link: string) {
    asked.current?.abort()
    const controller = new AbortController()
    asked.current = controller
    setAsking(true)
    try {
      const { readLink } = await import('@/lib/link-source/read-link')
      const read = await readLink(`https://www.youtube.com/watch?v=${videoId}`, controller.signal)
      if (controller.signal.aborted) return
      if (read.kind === 'source') onAdd(read.name, () => Promise.resolve(read), read.size)
      else setVideo(read.videoId)
    } catch (error) {
      if (controller.signal.aborted) return
      giveBack(link)
      onFailed(messageOf(error, specMessage('fileProcessFailed', link)))
    } finally {
      if (asked.current === controller) setAsking(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const trimmed = link.trim()
    if (trimmed === '' || disabled || asking) return
    const videoId = youtubeVideoId(trimmed)
    setVideo(null)
    setLink('')
    if (videoId) {
      void readVideo(videoId, trimmed)
      return
    }
    onAdd(trimmed, async (signal) => {
      try {
        const { readLink } = await import('@/lib/link-source/read-link')
        const read = await readLink(trimmed, signal)
        if (read.kind !== 'source') throw new Error('A YouTube link is read from its transcript.')
        return read
      } catch (error) {
        if (!signal.aborted) giveBack(trimmed)
        throw error
      }
    })
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
        <TextField
          label={t('generation.link.field')}
          type="url"
          inputMode="url"
          // An address reads left to right in every language ('https://…', not '…//:https').
          dir="ltr"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder={t('generation.link.placeholder')}
          // At least 12rem, so on a phone Add link wraps under it instead of squeezing it.
          className="min-w-0 flex-1 basis-48"
          disabled={disabled}
        />
        <Button type="submit" variant="outline" disabled={disabled || asking || link.trim() === ''}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {t('generation.link.add')}
        </Button>
      </form>
      {asking ? (
        <p role="status" className="text-sm text-slate-600">
          {t('generation.link.askingForCaptions')}
        </p>
      ) : null}
      {video ? (
        <Suspense fallback={null}>
          <YoutubeTranscript
            videoId={video}
            disabled={disabled}
            onAdd={(name, read, size) => {
              onAdd(name, read, size)
              setVideo(null)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
