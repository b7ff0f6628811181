import { Languages } from 'lucide-react'
import { chooseLanguage, useTranslation } from '@/lib/i18n/i18n'
import { isLanguageCode, languages } from '@/lib/i18n/languages'
import { cn } from '../ui/cn'

/**
 * The Language control: each language by its own name. Its accessible name keeps the English
 * word in every language ('Idioma (Language)'), so anyone can find it. A native select: arrows,
 * type-ahead and Enter work as everywhere.
 */
export function LanguageSelect({
  className,
  selectClassName,
}: {
  className?: string
  selectClassName?: string
}) {
  const { t, language } = useTranslation()
  return (
    <span className={cn('relative inline-flex items-center', className)}>
      <Languages
        className="pointer-events-none absolute start-2 h-4 w-4 text-slate-500"
        aria-hidden="true"
      />
      <select
        aria-label={t('common.language.label')}
        value={language}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void chooseLanguage(event.target.value)
        }}
        className={cn(
          'min-h-9 rounded-lg border border-slate-200 bg-white ps-7 pe-2 text-sm text-slate-700 hover:border-slate-300 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none',
          selectClassName,
        )}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </span>
  )
}
