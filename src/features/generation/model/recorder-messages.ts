import { MAX_RECORDING_SECONDS } from '@/lib/extract/media/media-kind'
import { formatDate, formatWholeNumber } from '@/lib/i18n/format'
import { translate } from '@/lib/i18n/i18n'
import './generation-catalogue'

const date = (time: number) => formatDate(new Date(time).toISOString())

/** Texts of 'Record lecture' in the interface language (the issue's own words in English). */
export const recorderMessages = {
  sourceName: (startedAt: number) =>
    translate('generation.record.sourceName', { date: date(startedAt) }),
  autoStopped: () =>
    translate('generation.record.autoStopped', {
      hours: formatWholeNumber(MAX_RECORDING_SECONDS / 3600),
    }),
  storageFailed: () => translate('generation.record.storageFailed'),
  unfinished: (startedAt: number) =>
    translate('generation.recover.unfinished', { date: date(startedAt) }),
  recover: (recordedMs: number) => {
    const seconds = Math.round(recordedMs / 1000)
    const length =
      seconds < 60
        ? translate('generation.recover.seconds', { seconds: formatWholeNumber(seconds) })
        : translate('generation.recover.minutes', {
            minutes: formatWholeNumber(Math.round(seconds / 60)),
          })
    return translate('generation.recover.recover', { length })
  },
}

/** The message for a failed start: the browser's error names what went wrong. */
export function recorderStartMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return translate('generation.record.microphoneRefused')
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return translate('generation.record.noMicrophone')
  return translate('generation.record.cannotRecord')
}
