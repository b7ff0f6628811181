import { formatCount } from '@/lib/format-count'
import { currentLanguage } from './i18n'
import { DEFAULT_LANGUAGE } from './languages'

/**
 * Numbers, dates, durations and percentages in the interface language, through Intl (never
 * assembled by hand): '1,234.5' in English is '1.234,5' in German and '١٬٢٣٤٫٥' where Arabic
 * digits are the custom.
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatter(numberFormats, options, Intl.NumberFormat).format(value)
}

/**
 * Intl's formatters, one per language and options, made once: a first one loads the language's
 * data (see formatYear), and a page draws the same formats many times over.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function formatter<Options, Format>(
  made: Map<string, Format>,
  options: Options | undefined,
  Make: new (language: string, options?: Options) => Format,
): Format {
  const language = currentLanguage()
  const key = `${language} ${JSON.stringify(options ?? {})}`
  let format = made.get(key)
  if (!format) {
    format = new Make(language, options)
    made.set(key, format)
  }
  return format
}

/**
 * A year ('2026'; '٢٠٢٦' where Arabic digits are the custom). In English it is its digits without
 * Intl: a first Intl formatter loads the language's data, 75 ms of the main thread on the public
 * pages' load (the footer's year) at Lighthouse's 4x slower CPU, 300 ms.
 */
export function formatYear(year: number): string {
  return currentLanguage() === DEFAULT_LANGUAGE
    ? String(year)
    : formatNumber(year, { useGrouping: false })
}

/**
 * A whole number: '12,345', '12.345' in German. In English without Intl, as the year: the
 * paste-notes counter draws one while the landing page starts.
 */
export function formatWholeNumber(count: number): string {
  return currentLanguage() === DEFAULT_LANGUAGE
    ? formatCount(count)
    : formatNumber(count, { maximumFractionDigits: 0 })
}

/** 0.25 → '25%' ('25 %' in French and German). */
export function formatPercent(ratio: number): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 })
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }

/** A date as the language writes it ('Nov 23, 2026', '23 nov 2026'); '' for a bad date. */
export function formatDate(
  date: Date | string,
  options: Intl.DateTimeFormatOptions = SHORT_DATE,
): string {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return ''
  return formatter(dateFormats, options, Intl.DateTimeFormat).format(value)
}

/**
 * Makes formatDate's formatter ahead, at a moment the page waits for its files: the signed-in
 * pages' first render dates the student's sets, and the first date formatter loads the
 * language's data (~20 ms of the main thread, issue 43's cold launch).
 */
export function prepareDateFormat(): void {
  formatter(dateFormats, SHORT_DATE, Intl.DateTimeFormat)
}

/** A length of time in its largest whole unit: '2 hours', '5 minutes', '40 seconds' (long form). */
export function formatDuration(seconds: number): string {
  const [unit, size] =
    seconds >= 3600
      ? (['hour', 3600] as const)
      : seconds >= 60
        ? (['minute', 60] as const)
        : (['second', 1] as const)
  return formatNumber(Math.round(seconds / size), { style: 'unit', unit, unitDisplay: 'long' })
}

/**
 * What goes between two sentences of the interface: a space, or nothing where the language's
 * full stop is a full-width '。' (Chinese), which carries its own space.
 */
export function sentenceGap(): string {
  return currentLanguage().startsWith('zh') ? '' : ' '
}
