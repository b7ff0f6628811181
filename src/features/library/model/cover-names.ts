import type { CoverGradient } from '@/config/cover-colors'
import type { MessageKey } from '@/lib/i18n/catalogues'

/** Each cover colour's name in the library catalogue, as the swatches are read out. */
export const coverNameKeys = {
  'from-blue-400 to-blue-600': 'library.cover.blue',
  'from-green-400 to-green-600': 'library.cover.green',
  'from-purple-400 to-purple-600': 'library.cover.purple',
  'from-red-400 to-red-600': 'library.cover.red',
  'from-yellow-400 to-yellow-600': 'library.cover.yellow',
  'from-indigo-400 to-indigo-600': 'library.cover.indigo',
  'from-pink-400 to-pink-600': 'library.cover.pink',
  'from-teal-400 to-teal-600': 'library.cover.teal',
  'from-orange-400 to-orange-600': 'library.cover.orange',
  'from-cyan-400 to-cyan-600': 'library.cover.cyan',
} as const satisfies Record<CoverGradient, MessageKey>
