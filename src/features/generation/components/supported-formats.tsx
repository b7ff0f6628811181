import { FileText } from 'lucide-react'
import { MAX_FILE_SIZE_BYTES } from '@/config/limits'
import { MAX_RECORDING_BYTES, MAX_RECORDING_SECONDS } from '@/lib/extract/media/media-kind'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/generation-catalogue'

/**
 * Each format's name (`generation.formats.<id>.name`) and what it takes: its extensions alone,
 * or `generation.formats.<id>.detail`.
 */
const formats = [
  { id: 'pdf' },
  { id: 'pptx' },
  { id: 'docx', extensions: '.docx' },
  { id: 'text', extensions: '.txt, .md' },
  { id: 'scans' },
  { id: 'epub' },
  { id: 'transcripts' },
  { id: 'recordings' },
] as const

const megabytes = (bytes: number) => formatWholeNumber(bytes / 1_048_576)

/** Shown while no file is in the list. */
export function SupportedFormats() {
  const { t } = useTranslation()
  const detail = (format: (typeof formats)[number]) =>
    'extensions' in format ? format.extensions : t(`generation.formats.${format.id}.detail`)
  return (
    <section
      aria-labelledby="supported-formats-heading"
      className="rounded-xl bg-slate-50 p-4 text-sm"
    >
      <h3 id="supported-formats-heading" className="font-semibold text-slate-900">
        {t('generation.formats.heading')}
      </h3>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {formats.map((format) => (
          <li key={format.id} className="flex min-w-0 items-start gap-2 text-slate-700">
            <FileText className="mt-0.5 h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
            {/* A run of extensions ('.mp3、.m4a、…') may hold no break a language allows. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">{t(`generation.formats.${format.id}.name`)}</span>{' '}
              <span className="text-slate-500">({detail(format)})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-500">
        {t('generation.formats.maxSize', { megabytes: megabytes(MAX_FILE_SIZE_BYTES) })}
      </p>
      <p className="mt-1 text-slate-500">
        {t('generation.formats.recordingLimits', {
          hours: formatWholeNumber(MAX_RECORDING_SECONDS / 3600),
          megabytes: megabytes(MAX_RECORDING_BYTES),
        })}
      </p>
    </section>
  )
}
