import { AudioLines, BookOpenText } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/ui/text-field'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import type { AudioLength } from '@/study-engine/types'
import { useAudioOverview } from '../api/use-audio-overview'
import { LENGTH_CHOICES, type OverviewLine } from '../model/audio-overview'
import { chaptersOf } from '../model/chapters'
import { formulaSpeaker, readAloudLines } from '../model/read-aloud'
import { AudioPlayer } from './audio-player'

const FOCUS_MAX_CHARS = 200
const lengthText = (value: AudioLength) =>
  LENGTH_CHOICES.find((choice) => choice.value === value)?.label ?? value

/**
 * The 'Listen' tab: 'Create audio overview' (length, and an optional focus) and the player of
 * the guide's overview. A saved guide's overview is read back, so it plays with no new model
 * request. 'Read aloud' gives the same player the guide itself, section by section.
 */
export function ListenTab({ guide }: { guide: GuideRef }) {
  const { overview, loading, create, creating } = useAudioOverview(guide)
  const [length, setLength] = useState<AudioLength>('short')
  const [focus, setFocus] = useState('')
  /** The guide's own lines while it is read aloud; null: the overview is in the player. */
  const [guideLines, setGuideLines] = useState<OverviewLine[] | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    setGuideLines(null)
    if (!creating) create({ length, focus })
  }

  async function readAloud() {
    const speak = await formulaSpeaker(guide.content).catch(() => undefined)
    setGuideLines(readAloudLines(guide.content, speak))
  }

  const playing = guideLines ?? overview?.lines ?? null
  const chapters = useMemo(
    () => (playing ? chaptersOf(playing, guide.content) : []),
    [playing, guide.content],
  )

  return (
    <section aria-labelledby="listen-heading" className="flex flex-col gap-6">
      <h2 id="listen-heading" className="text-xl font-semibold text-slate-900">
        Audio overview
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4">
        <ChoiceChips
          label="Length"
          name="audio-overview-length"
          options={LENGTH_CHOICES.map((choice) => choice.value)}
          text={lengthText}
          value={length}
          onChange={setLength}
          disabled={creating}
        />
        <p className="-mt-2 text-xs text-slate-500">
          {LENGTH_CHOICES.map((choice) => `${choice.label}: ${choice.about}`).join(' · ')}
        </p>
        <TextField
          label="Focus on…"
          hint="Optional: a chapter or a topic you find hard."
          value={focus}
          maxLength={FOCUS_MAX_CHARS}
          onChange={(event) => setFocus(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={creating}>
            <AudioLines className="h-4 w-4" aria-hidden="true" />
            Create audio overview
          </Button>
          <Button type="button" variant="secondary" onClick={() => void readAloud()}>
            <BookOpenText className="h-4 w-4" aria-hidden="true" />
            Read aloud
          </Button>
        </div>
      </form>
      {creating ? <Spinner label="Writing the audio overview…" /> : null}
      {loading ? <Spinner label="Loading the audio overview…" /> : null}
      {playing ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">
            {guideLines ? 'The guide, read aloud' : 'Your audio overview'}
          </h3>
          <AudioPlayer
            lines={playing}
            title={guideLines ? guide.title : `${guide.title} audio overview`}
            chapters={chapters}
          />
        </div>
      ) : null}
    </section>
  )
}
