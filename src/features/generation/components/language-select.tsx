import { useId } from 'react'
import { useTranslation } from '@/lib/i18n/i18n'
import { outputLanguages } from '../model/languages'

/** Output language of the guide; 'Same as my material' keeps the source's language. */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {t('generation.language.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      >
        {outputLanguages().map((language) => (
          <option key={language.value} value={language.value}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  )
}
