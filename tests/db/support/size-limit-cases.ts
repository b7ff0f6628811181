/**
 * The size limits of guides, quizzes and flashcard sets (migration 20261124110000_size_limits),
 * shared by the PGlite run (size-limits.test.ts) and the run on real PostgreSQL 15
 * (size-limits.pg.test.ts). The numbers are the client's (src/config/limits.ts). Every case
 * runs as the guide's owner and rolls back.
 */
import { describe, expect, it } from 'vitest'
import {
  MAX_FLASHCARDS,
  MAX_GUIDE_CHARS,
  MAX_IMPORTED_SET_CARDS,
  MAX_QUIZ_QUESTIONS,
  MAX_SOURCE_CHARS,
  MAX_STUDY_SET_JSON_BYTES,
} from '../../../src/config/limits'
import { anon, ids, userActor, type Actor, type Outcome } from './actors'

export type OutcomeOf = (actor: Actor, sql: string, params: unknown[]) => Promise<Outcome>

const owner = userActor(ids.student, 'student@example.com')
/** The seeded admin: a signed-in student who does not own the student's guide. */
const otherStudent = userActor(ids.admin, 'admin@example.com')

const violates = (table: string, constraint: string): Outcome => ({
  code: '23514',
  error: `new row for relation "${table}" violates check constraint "${constraint}"`,
})

const question = (n: number, text = `Question ${n}?`) => ({
  id: `q_${n}`,
  question: text,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 0,
  explanation: 'Because.',
})
const card = (n: number, back = `Back ${n}`) => ({
  id: `card_${n}`,
  front: `Front ${n}`,
  back,
  difficulty: 'easy',
})
const many = <T>(count: number, make: (n: number) => T): T[] =>
  Array.from({ length: count }, (_, n) => make(n))

export function defineSizeLimitTests(outcomeOf: () => OutcomeOf): void {
  const run = (sql: string, params: unknown[]) => outcomeOf()(owner, sql, params)

  describe('study guides', () => {
    const insert = `insert into public.study_guides (title, content, original_text) values ('Size', $1, $2)`
    const update = `update public.study_guides set content = $2 where id = $1`

    it('accepts 2,000,000 characters of content and of original text', async () => {
      const full = 'a'.repeat(MAX_GUIDE_CHARS)
      expect(await run(insert, [full, 'b'.repeat(MAX_SOURCE_CHARS)])).toBe(1)
    })

    it('refuses content of 2,000,001 characters, on insert and on update', async () => {
      const over = 'a'.repeat(MAX_GUIDE_CHARS + 1)
      expect(await run(insert, [over, ''])).toEqual(
        violates('study_guides', 'study_guides_content_limit'),
      )
      expect(await run(update, [ids.studentGuide, over])).toEqual(
        violates('study_guides', 'study_guides_content_limit'),
      )
    })

    it('refuses original text of 2,000,001 characters', async () => {
      expect(await run(insert, ['Guide', 'b'.repeat(MAX_SOURCE_CHARS + 1)])).toEqual(
        violates('study_guides', 'study_guides_original_text_limit'),
      )
    })

    it('counts code points, as the client does: an emoji is one character', async () => {
      expect(await run(insert, [`${'a'.repeat(MAX_GUIDE_CHARS - 1)}🧬`, ''])).toBe(1)
      expect(await run(insert, [`${'a'.repeat(MAX_GUIDE_CHARS)}🧬`, ''])).toEqual(
        violates('study_guides', 'study_guides_content_limit'),
      )
    })
  })

  describe('quizzes', () => {
    const insert = `insert into public.quizzes (study_guide_id, questions) values ($1, $2::jsonb)`
    const quiz = (questions: unknown) => [ids.studentGuide, JSON.stringify(questions)]
    const refused = violates('quizzes', 'quizzes_questions_limit')

    it('accepts the largest quiz offered (20 questions) and refuses a 21st question', async () => {
      expect(await run(insert, quiz(many(MAX_QUIZ_QUESTIONS, question)))).toBe(1)
      expect(await run(insert, quiz(many(MAX_QUIZ_QUESTIONS + 1, question)))).toEqual(refused)
    })

    it('refuses more than 1 MiB of JSON, however few the questions', async () => {
      const huge = question(0, 'q'.repeat(MAX_STUDY_SET_JSON_BYTES))
      expect(await run(insert, quiz([huge]))).toEqual(refused)
    })

    it('still refuses questions that are not a list, with the table’s own check', async () => {
      expect(await run(insert, quiz({ q: 1 }))).toEqual(
        violates('quizzes', 'quizzes_questions_check'),
      )
    })
  })

  describe('flashcard sets', () => {
    const insert = `insert into public.flashcard_sets (study_guide_id, title, cards) values ($1, 'Cards', $2::jsonb)`
    const set = (cards: unknown) => [ids.studentGuide, JSON.stringify(cards)]
    const refused = violates('flashcard_sets', 'flashcard_sets_cards_limit')

    it('accepts the largest set offered (25 cards) and refuses a 26th card', async () => {
      expect(await run(insert, set(many(MAX_FLASHCARDS, card)))).toBe(1)
      expect(await run(insert, set(many(MAX_FLASHCARDS + 1, card)))).toEqual(refused)
    })

    it('refuses more than 1 MiB of JSON, however few the cards', async () => {
      expect(await run(insert, set([card(0, 'b'.repeat(MAX_STUDY_SET_JSON_BYTES))]))).toEqual(
        refused,
      )
    })
  })

  describe('flashcard sets imported from a file', () => {
    const insert = `insert into public.flashcard_sets (study_guide_id, title, cards, imported_from) values ($1, 'Deck', $2::jsonb, $3)`
    const imported = (cards: unknown, file: string | null = 'deck.apkg') => [
      ids.studentGuide,
      JSON.stringify(cards),
      file,
    ]
    const refused = violates('flashcard_sets', 'flashcard_sets_cards_limit')
    // A short card, so the most an imported set holds stays within 1 MiB of JSON.
    const small = (n: number) => ({
      id: `card_${n}`,
      front: `F${n}`,
      back: `B${n}`,
      difficulty: 'medium',
    })

    it(`accepts ${MAX_IMPORTED_SET_CARDS} imported cards and refuses one more`, async () => {
      expect(await run(insert, imported(many(MAX_IMPORTED_SET_CARDS, small)))).toBe(1)
      expect(await run(insert, imported(many(MAX_IMPORTED_SET_CARDS + 1, small)))).toEqual(refused)
    })

    it('keeps a set without a file to the largest set offered', async () => {
      expect(await run(insert, imported(many(MAX_FLASHCARDS + 1, small), null))).toEqual(refused)
    })

    it('keeps 1 MiB of JSON for imported sets too', async () => {
      expect(await run(insert, imported([card(0, 'b'.repeat(MAX_STUDY_SET_JSON_BYTES))]))).toEqual(
        refused,
      )
    })

    it('refuses an empty or overlong file name', async () => {
      const bad = violates('flashcard_sets', 'flashcard_sets_imported_from_check')
      expect(await run(insert, imported([card(0)], ''))).toEqual(bad)
      expect(await run(insert, imported([card(0)], 'x'.repeat(256)))).toEqual(bad)
    })

    it('lets only the guide’s owner import into it: another student and anon are refused', async () => {
      const params = imported([card(0)])
      expect(await outcomeOf()(otherStudent, insert, params)).toBe('rls')
      expect(await outcomeOf()(anon, insert, params)).toBe('denied')
    })
  })
}
