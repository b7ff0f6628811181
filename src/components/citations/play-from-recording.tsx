import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import { holdRecording } from '@/lib/recordings/eviction'
import { findRecording } from '@/lib/recordings/kept-recordings'
import { passagesOfFile, recordingKey } from '@/lib/recordings/recording-key'
import { timestamp, type SourcePassage } from '@/lib/source'

type Found =
  | { status: 'looking' }
  | { status: 'missing' }
  | { status: 'found'; url: string; name: string; video: boolean }

/**
 * 'Play from 12:34' under a passage of a recording's transcript: the recording kept on this device
 * (IndexedDB, by its transcript) plays from a blob: URL in a player with controls, from the cited
 * second. A device that does not have it (never had it, or removed it to make room: eviction.ts)
 * says so. Loaded with the source viewer, on demand.
 */
export default function PlayFromRecording({
  passages,
  index,
}: {
  /** The guide's whole source, as the citation indexes it. */
  passages: readonly SourcePassage[]
  index: number
}) {
  const { t } = useTranslation()
  const passage = passages[index]
  const seconds = passage?.anchor.kind === 'time' ? passage.anchor.seconds : 0
  const [found, setFound] = useState<Found>({ status: 'looking' })
  const player = useRef<HTMLMediaElement | null>(null)

  useEffect(() => {
    if (!passage) return
    let url: string | null = null
    let live = true
    const transcript = passagesOfFile(passages, passage.file)
    // While its player is open the recording is never removed to make room for another.
    const key = recordingKey(transcript)
    const release = key ? holdRecording(key) : () => undefined
    findRecording(transcript)
      .then((kept) => {
        if (!live) return
        if (!kept) {
          setFound({ status: 'missing' })
          return
        }
        url = URL.createObjectURL(kept.blob)
        setFound({ status: 'found', url, name: kept.name, video: kept.type.startsWith('video/') })
      })
      .catch((error: unknown) => {
        console.warn('The kept recording could not be opened', error)
        if (live) setFound({ status: 'missing' })
      })
    return () => {
      live = false
      release()
      if (url) URL.revokeObjectURL(url)
    }
  }, [passages, passage])

  if (found.status === 'looking') return null
  if (found.status === 'missing')
    return <p className="text-sm text-slate-600">{t('citations.recordingNotHere')}</p>

  function play() {
    const media = player.current
    if (!media) return
    const start = () => {
      media.currentTime = seconds
      void media.play().catch((error: unknown) => console.warn('The recording did not play', error))
    }
    // A seek before the player knows the file's length is lost: wait for its metadata.
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) start()
    else media.addEventListener('loadedmetadata', start, { once: true })
  }

  // The one player, as <video> or <audio> by the file's kind.
  const media = {
    ref: (element: HTMLMediaElement | null) => {
      player.current = element
    },
    src: found.url,
    controls: true,
    preload: 'metadata',
    'aria-label': t('citations.recording', { name: found.name }),
  } as const
  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" onClick={play}>
        <Play className="h-4 w-4" aria-hidden="true" />
        {t('citations.playFrom', { time: timestamp(seconds) })}
      </Button>
      {found.video ? (
        <video {...media} className="max-h-64 w-full rounded-lg bg-black" />
      ) : (
        <audio {...media} className="w-full" />
      )}
    </div>
  )
}
