import { AudioLines, BookOpenText } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/ui/text-field'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { useTranslation } from '@/lib/i18n/i18n'
import type { AudioLength } from '@/study-engine/types'
import { useAudioOverview } from '../api/use-audio-overview'
import '../model/audio-catalogue'
import { AUDIO_LENGTHS, type OverviewLine } from '../model/audio-overview'
import { chaptersOf } from '../model/chapters'
import { formulaSpeaker, readAloudLines } from '../model/read-aloud'
import { AudioPlayer } from './audio-player'

const FOCUS_MAX_CHARS = 200
const lengthKeys = {
  short: { label: 'audio.short', about: 'audio.aboutShort' },
  standard: { label: 'audio.standard', about: 'audio.aboutStandard' },
  long: { label: 'audio.long', about: 'audio.aboutLong' },
} as const satisfies Record<AudioLength, object>

/**
 * The 'Listen' tab: 'Create audio overview' (length, and an optional focus) and the player of
 * the guide's overview. A saved guide's overview is read back, so it plays with no new model
 * request. 'Read aloud' gives the same player the guide itself, section by section.
 */
export function ListenTab({ guide }: { guide: GuideRef }) {
  const { t } = useTranslation()
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
        {t('audio.heading')}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4">
        <ChoiceChips
          label={t('audio.length')}
          name="audio-overview-length"
          options={AUDIO_LENGTHS}
          text={(value) => t(lengthKeys[value].label)}
          value={length}
          onChange={setLength}
          disabled={creating}
        />
        <p className="-mt-2 text-xs text-slate-500">
          {AUDIO_LENGTHS.map((value) =>
            t('audio.lengthAbout', {
              length: t(lengthKeys[value].label),
              about: t(lengthKeys[value].about),
            }),
          ).join(' · ')}
        </p>
        <TextField
          label={t('audio.focus')}
          hint={t('audio.focusHint')}
          value={focus}
          maxLength={FOCUS_MAX_CHARS}
          onChange={(event) => setFocus(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={creating}>
            <AudioLines className="h-4 w-4" aria-hidden="true" />
            {t('audio.create')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void readAloud()}>
            <BookOpenText className="h-4 w-4" aria-hidden="true" />
            {t('audio.readAloud')}
          </Button>
        </div>
      </form>
      {creating ? <Spinner label={t('audio.writing')} /> : null}
      {loading ? <Spinner label={t('audio.loading')} /> : null}
      {playing ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">
            {guideLines ? t('audio.guideReadAloud') : t('audio.yours')}
          </h3>
          <AudioPlayer
            lines={playing}
            title={guideLines ? guide.title : t('audio.fileTitle', { title: guide.title })}
            chapters={chapters}
            namesSpeakers={!guideLines}
          />
        </div>
      ) : null}
    </section>
  )
}
