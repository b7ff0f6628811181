import { Link2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { youtubeVideoId } from '@/lib/link-source/youtube'
import type { ReadSource } from '../model/file-list'
import { YoutubeTranscript } from './youtube-transcript'

export const LINK_FIELD_LABEL = 'Link to a web page or YouTube video'

interface AddLinkFormProps {
  disabled: boolean
  /** Lists a source under `name` and reads it in the background (upload-section.tsx). */
  onAdd: (name: string, read: ReadSource, size?: number) => void
}

/**
 * 'Add a link': a web page or a PDF is fetched by the `source` function and read in the browser
 * (lib/link-source); a YouTube video asks for its transcript, pasted from YouTube.
 */
export function AddLinkForm({ disabled, onAdd }: AddLinkFormProps) {
  const [link, setLink] = useState('')
  const [video, setVideo] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const trimmed = link.trim()
    if (trimmed === '' || disabled) return
    const videoId = youtubeVideoId(trimmed)
    setVideo(videoId)
    setLink('')
    if (videoId) return
    onAdd(trimmed, async (signal) => {
      const { readLink } = await import('@/lib/link-source/read-link')
      const read = await readLink(trimmed, signal)
      if (read.kind !== 'source') throw new Error('A YouTube link is read from its transcript.')
      return read
    })
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
        <TextField
          label={LINK_FIELD_LABEL}
          type="url"
          inputMode="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder="https://…"
          className="min-w-0 flex-1"
          disabled={disabled}
        />
        <Button type="submit" variant="outline" disabled={disabled || link.trim() === ''}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          Add link
        </Button>
      </form>
      {video ? (
        <YoutubeTranscript
          videoId={video}
          disabled={disabled}
          onAdd={(name, read, size) => {
            onAdd(name, read, size)
            setVideo(null)
          }}
        />
      ) : null}
    </div>
  )
}
