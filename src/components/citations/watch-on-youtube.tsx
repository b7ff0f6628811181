import { ExternalLink } from 'lucide-react'
import { useTranslation } from '@/lib/i18n/i18n'
import { youtubeAt } from '@/lib/link-source/youtube'
import { timestamp } from '@/lib/source'

/**
 * Under a passage of a YouTube video's transcript: a link that opens the video at the cited
 * second, in a new tab ('Watch on YouTube from 12:34').
 */
export function WatchOnYoutube({ videoId, seconds }: { videoId: string; seconds: number }) {
  const { t } = useTranslation()
  return (
    <a
      href={youtubeAt(videoId, seconds)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-300 focus-visible:outline-none"
    >
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      {t('citations.watchFrom', { time: timestamp(seconds) })}
    </a>
  )
}
