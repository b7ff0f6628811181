import { formatDate } from '@/lib/i18n/format'
import { currentLanguage } from '@/lib/i18n/i18n'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { formatLongDate, formatShortDate } from './posts'

/** A post's date at midnight UTC, the day it names. */
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/**
 * A post's date as the interface language writes it: English without Intl (see posts.ts: the
 * first Intl formatter costs the page's hydration), other languages through Intl.
 */
export function shownPostDate(isoDate: string, length: 'short' | 'long'): string {
  if (currentLanguage() === DEFAULT_LANGUAGE)
    return length === 'short' ? formatShortDate(isoDate) : formatLongDate(isoDate)
  return formatDate(
    dayOf(isoDate),
    length === 'short'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  )
}
