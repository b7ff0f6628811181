import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react'
import { useId, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Alert } from '@/components/ui/alert'
import { useTranslation } from '@/lib/i18n/i18n'
import type { OverviewLine } from '../model/audio-overview'
import type { Chapter } from '../model/chapters'
import { SKIP_SECONDS, SPEEDS } from '../model/overview-player'
import { clockTime } from '../model/timeline'
import { ChapterList } from './chapter-list'
import { DownloadAudioButton } from './download-audio-button'
import { OverviewTranscript } from './overview-transcript'
import { useOverviewPlayer } from './use-overview-player'
import { useSpokenLines } from './use-spoken-lines'

/** Space plays and pauses, except where Space already means something (typing, a button). */
const OWN_SPACE = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'])

function speedLabel(speed: number): string {
  return `${speed}×`
}

export interface AudioPlayerProps {
  lines: readonly OverviewLine[]
  /** The downloaded file's name. */
  title: string
  chapters: readonly Chapter[]
  /** Whether the lines are a talk between two speakers (an overview) or the guide read aloud. */
  namesSpeakers: boolean
}

/**
 * The overview's player: Play/Pause (also Space), back and forward 15 s, the speed, a position
 * slider and the times, the chapters and 'Download audio', with the transcript beside it.
 */
export function AudioPlayer({ lines, title, chapters, namesSpeakers }: AudioPlayerProps) {
  const { t } = useTranslation()
  const { player, state, source, clips } = useOverviewPlayer(useSpokenLines(lines))
  const speedId = useId()
  const { timeline, position } = state

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== ' ' || !player) return
    const target = event.target as HTMLElement
    const isSlider = target instanceof HTMLInputElement && target.type === 'range'
    if (OWN_SPACE.has(target.tagName) && !isSlider) return
    event.preventDefault()
    player.toggle()
  }

  if (source === 'none') return <Alert tone="info">{t('audio.noSpeech')}</Alert>

  return (
    <section
      aria-label={t('audio.player')}
      onKeyDown={onKeyDown}
      className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_1fr]"
    >
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            disabled={!player}
            onClick={() => player?.toggle()}
            className="min-w-24"
          >
            {state.playing ? (
              <Pause className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Play className="h-4 w-4" aria-hidden="true" />
            )}
            {state.playing ? t('audio.pause') : t('audio.play')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!player}
            onClick={() => player?.skip(-SKIP_SECONDS)}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('audio.back')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!player}
            onClick={() => player?.skip(SKIP_SECONDS)}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('audio.forward')}
          </Button>
        </div>
        <input
          type="range"
          aria-label={t('audio.position')}
          aria-valuetext={t('audio.positionText', {
            at: clockTime(position),
            total: clockTime(timeline.total),
          })}
          min={0}
          max={Math.max(timeline.total, 0.1)}
          step={0.1}
          value={Math.min(position, timeline.total)}
          disabled={!player}
          onChange={(event) => player?.seek(Number(event.target.value))}
          className="w-full accent-indigo-600"
        />
        <p className="text-sm text-slate-600 tabular-nums" data-testid="overview-time">
          {clockTime(position)} / {clockTime(timeline.total)}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={speedId} className="text-sm font-medium text-slate-700">
            {t('audio.speed')}
          </label>
          <select
            id={speedId}
            value={state.rate}
            disabled={!player}
            onChange={(event) => player?.setRate(Number(event.target.value))}
            className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
          >
            {SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {speedLabel(speed)}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-slate-500">
          {source === 'provider' ? t('audio.voicesProvider') : t('audio.voicesBrowser')}
        </p>
        <ChapterList
          chapters={chapters}
          starts={timeline.starts}
          current={state.line}
          onPlayChapter={(line) => player?.playLine(line)}
        />
        <DownloadAudioButton clips={clips} title={title} />
        {state.error ? <Alert tone="error">{t('audio.playFailed')}</Alert> : null}
      </div>
      <OverviewTranscript
        lines={lines}
        current={state.line}
        onPlayLine={(index) => player?.playLine(index)}
        namesSpeakers={namesSpeakers}
      />
    </section>
  )
}
