import type { Config } from 'tailwindcss'

/**
 * The ten cover gradients of the product spec (section 3), each from the 400 to the 600 shade.
 * The class strings are stored in `study_guides.cover_color`, so they are written out in full
 * here: Tailwind only generates classes it can find as whole strings in the sources.
 */
export const coverGradients = [
  'from-blue-400 to-blue-600',
  'from-green-400 to-green-600',
  'from-purple-400 to-purple-600',
  'from-red-400 to-red-600',
  'from-yellow-400 to-yellow-600',
  'from-indigo-400 to-indigo-600',
  'from-pink-400 to-pink-600',
  'from-teal-400 to-teal-600',
  'from-orange-400 to-orange-600',
  'from-cyan-400 to-cyan-600',
] as const

export type CoverGradient = (typeof coverGradients)[number]

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './tailwind.config.ts'],
  theme: {
    extend: {
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          500: '#6366f1',
          600: '#4f46e5',
          700: '#4338ca',
          900: '#312e81',
        },
      },
      width: { 96: '24rem' },
    },
  },
} satisfies Config
