import { BLOG_READ_TIME } from '@/config/limits'

/** A blog post, static in the client. */
export interface BlogPost {
  slug: string
  title: string
  excerpt: string
  content: string
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
  content: `## Why we are running a beta

Studywise turns the material you already have — lecture slides, PDFs, pasted notes — into a
structured study guide, then into quizzes, flashcards and a tutor you can question. Before we
open the doors to everyone, we want a few hundred students to use it for real coursework and
tell us where it falls short.

The beta is **free** and needs an access code. Every code works once, so if a friend wants in,
ask us for another one rather than sharing yours.

---

## What to try first

1. **Upload a real lecture.** Drop in a PDF or a PowerPoint deck from one of your courses and
   generate a guide. Check the overview and definitions against the slides.
2. **Paste your own notes.** Messy notes are fine — at least 50 characters, ideally a few
   paragraphs. Give the guide a title or let Studywise suggest one.
3. **Take an adaptive quiz.** After each quiz, rate its difficulty. The next quiz gets easier or
   harder depending on your answer.
4. **Study a flashcard set.** Flip the cards, mark each one easy, medium or hard, and come back
   tomorrow: the cards you found hard are due first.
5. **Ask the tutor.** Open AI Chat on any guide and ask about the part you did not understand.

---

## What we want to hear

- Anything that is **wrong**: a definition that does not match your course, a quiz question
  with two right answers, a file that would not upload.
- Anything that is **slow or confusing**: a button you could not find, a step that took too long.
- Anything you **wished it did**: another file format, an export, a study mode.

## How to send feedback

Use the round feedback button in the bottom-right corner of every page. Pick **Bug Report**,
**Suggestion** or **Other**, leave your e-mail so we can reply, and write as much
or as little as you like. Every message is read by the team.

## A word on privacy

Your guides are visible only to you: the database itself refuses to show them to anyone else.
You can delete a guide at any time, and it is gone for good.

Thank you for helping us build the study tool we wish we had had. Good luck with your exams!
`,
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
