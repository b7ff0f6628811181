/**
 * 'Nov 23, 2026' in English: the interface language's date (lib/i18n/format.ts). Its formatter is
 * made at the first date shown, not when a module that may show one loads: made at load, it took
 * 75 ms of the landing page's main thread (the Record lecture button names recordings by date).
 */
export { formatDate } from './i18n/format'
