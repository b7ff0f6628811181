import { coverGradients, type CoverGradient } from '../../tailwind.config'

export { coverGradients, type CoverGradient }

export const DEFAULT_COVER: CoverGradient = coverGradients[0]

export const coverNames: Record<CoverGradient, string> = {
  'from-blue-400 to-blue-600': 'Blue',
  'from-green-400 to-green-600': 'Green',
  'from-purple-400 to-purple-600': 'Purple',
  'from-red-400 to-red-600': 'Red',
  'from-yellow-400 to-yellow-600': 'Yellow',
  'from-indigo-400 to-indigo-600': 'Indigo',
  'from-pink-400 to-pink-600': 'Pink',
  'from-teal-400 to-teal-600': 'Teal',
  'from-orange-400 to-orange-600': 'Orange',
  'from-cyan-400 to-cyan-600': 'Cyan',
}

export function isCoverGradient(value: string): value is CoverGradient {
  return (coverGradients as readonly string[]).includes(value)
}

export function randomCover(random: () => number = Math.random): CoverGradient {
  return coverGradients[Math.floor(random() * coverGradients.length)] ?? DEFAULT_COVER
}
