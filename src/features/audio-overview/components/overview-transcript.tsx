import { Citations } from '@/components/citations/citations'
import { cn } from '@/components/ui/cn'
import { MathText } from '@/components/ui/math-text'
import { useTranslation } from '@/lib/i18n/i18n'
import type { OverviewLine } from '../model/audio-overview'

export interface OverviewTranscriptProps {
  lines: readonly OverviewLine[]
  /** The line being spoken (or where playing goes on). */
  current: number
  onPlayLine: (index: number) => void
  /** 'Host:' / 'Guest:' before each line: an overview's; not the guide read aloud, which is no talk. */
  namesSpeakers: boolean
}

/**
 * The overview's script beside the player: the line being spoken is highlighted (and marked
 * aria-current), a line plays from its start when clicked, and its sources follow it.
 */
export function OverviewTranscript({
  lines,
  current,
  onPlayLine,
  namesSpeakers,
}: OverviewTranscriptProps) {
  const { t } = useTranslation()
  return (
    <ol
      aria-label={t('audio.transcript')}
      className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto"
    >
      {lines.map((line, index) => (
        <li
          key={index}
          aria-current={index === current ? 'true' : undefined}
          className={cn(
            'rounded-lg px-3 py-2',
            index === current ? 'bg-indigo-50 ring-1 ring-indigo-300' : 'bg-white',
          )}
        >
          <button
            type="button"
            onClick={() => onPlayLine(index)}
            className="w-full text-start text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            {namesSpeakers ? (
              <span className="font-semibold text-slate-900">
                {t('audio.speakerSays', { speaker: t(`audio.${line.speaker}`) })}{' '}
              </span>
            ) : null}
            <MathText text={line.text} />
          </button>
          {line.citations && line.citations.length > 0 ? (
            <Citations citations={line.citations} />
          ) : null}
        </li>
      ))}
    </ol>
  )
}
