import { BLOG_READ_TIME } from '@/config/limits'

/** A blog post, static in the client; its body is src/features/blog/posts/<slug>.md (postBody). */
export interface BlogPost {
  slug: string
  title: string
  excerpt: string
  author: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  readTime: string
  tags: string[]
  featured: boolean
}

const betaTesting: BlogPost = {
  slug: 'betatesting',
  title: 'Welcome to the Studywise Beta',
  excerpt:
    'What the beta is, the five things we most want you to try, and how to tell us what works and what does not.',
  author: 'The Studywise Team',
  date: '2026-11-02',
  readTime: BLOG_READ_TIME,
  tags: ['Beta', 'Announcements', 'Study tips'],
  featured: true,
}

export const posts: readonly BlogPost[] = [betaTesting]

export function findPost(slug: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.slug === slug)
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * The post's month (by name) and day. Written out here rather than with `toLocaleDateString`:
 * the page's first Intl formatter loads the locale data, a 40 ms task while /blog hydrates (over
 * 160 ms with Lighthouse's 4x slower phone), and the format is fixed (en-US, UTC).
 */
function dateParts(isoDate: string): { month: string; day: number; year: number } {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return {
    month: MONTHS[date.getUTCMonth()] ?? '',
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
  }
}

/** 'Nov 2', as en-US writes it ('Sep' for September). */
export function formatShortDate(isoDate: string): string {
  const { month, day } = dateParts(isoDate)
  return `${month.slice(0, 3)} ${day}`
}

/** 'November 2, 2026'. */
export function formatLongDate(isoDate: string): string {
  const { month, day, year } = dateParts(isoDate)
  return `${month} ${day}, ${year}`
}
