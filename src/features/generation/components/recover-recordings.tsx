import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import type { Take } from '@/lib/recordings/take-store'
import { mayHaveUnfinishedTakes } from '@/lib/recordings/unfinished-flag'
import { recorderMessages } from '../model/recorder-messages'

/**
 * Lecture recordings left unfinished by a closed tab, a crash or a dead battery (their chunks were
 * kept on this device as they were recorded): 'Recover recording (47 min)' hands one to the
 * upload list, 'Discard' deletes it. Takes this page has already handed on (`handedOn`: stopped,
 * or recovered and still being transcribed) are not offered again.
 */
export function RecoverRecordings({
  onRecovered,
  handedOn,
  disabled,
}: {
  onRecovered: (file: File, take: Take) => void
  handedOn: ReadonlySet<string>
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const [takes, setTakes] = useState<Take[]>([])

  useEffect(() => {
    if (!mayHaveUnfinishedTakes()) return
    let live = true
    import('@/lib/recordings/take-store')
      .then(({ unfinishedTakes }) => unfinishedTakes())
      .then((found) => {
        if (live) setTakes(found.filter((take) => !handedOn.has(take.id)))
      })
      .catch((error: unknown) => console.warn('Unfinished recordings could not be read', error))
    return () => {
      live = false
    }
  }, [handedOn])

  const forget = (take: Take) =>
    setTakes((current) => current.filter((kept) => kept.id !== take.id))

  async function recover(take: Take) {
    const { takeFile } = await import('@/lib/recordings/take-store')
    const file = await takeFile(take, recorderMessages.sourceName(take.startedAt))
    forget(take)
    onRecovered(file, take)
  }

  async function discard(take: Take) {
    const { discardTake } = await import('@/lib/recordings/take-store')
    await discardTake(take.id)
    forget(take)
  }

  if (takes.length === 0) return null
  return (
    <ul aria-label={t('generation.recover.list')} className="flex flex-col gap-2">
      {takes.map((take) => (
        <li
          key={take.id}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span className="grow">{recorderMessages.unfinished(take.startedAt)}</span>
          <Button size="sm" disabled={disabled} onClick={() => void recover(take)}>
            {recorderMessages.recover(take.recordedMs)}
          </Button>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => void discard(take)}>
            {t('generation.recover.discard')}
          </Button>
        </li>
      ))}
    </ul>
  )
}
