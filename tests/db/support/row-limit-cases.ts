/**
 * The limits of migration …_row_limits.sql, shared by the PGlite run (row-limits.test.ts) and
 * the run on real PostgreSQL 15 (row-limits.pg.test.ts): sizes of what a student writes, typed
 * FSRS weights, references to the student's own rows only, and rows per account. The numbers
 * are the client's (src/config/limits.ts). Every case runs as the student and rolls back.
 */
import { describe, expect, it } from 'vitest'
import {
  MAX_EXAM_GUIDES_PER_USER,
  MAX_FLASHCARD_SESSIONS_PER_SET,
  MAX_GUIDES_PER_USER,
  MAX_QUIZZES_PER_GUIDE,
  MAX_SETS_PER_GUIDE,
  MAX_SMALL_JSON_BYTES,
  MAX_STUDY_SET_JSON_BYTES,
  MAX_STUDY_SET_TITLE_CHARS,
  QUIZ_COMMENTS_MAX_CHARS,
} from '../../../src/config/limits'
import { ids, userActor, type Outcome, type RunAs } from './actors'

const student = userActor(ids.student, 'student@example.com')
const STRANGER = '00000000-0000-4000-8000-0000000000c0'
const strangerGuide = '00000000-0000-4000-8000-0000000000c1'
const strangerSet = '00000000-0000-4000-8000-0000000000c2'
const strangerSession = '00000000-0000-4000-8000-0000000000c3'
const studentSet = '00000000-0000-4000-8000-0000000000c4'
const studentQuiz = '00000000-0000-4000-8000-0000000000c5'
const missingSession = '00000000-0000-4000-8000-0000000000cf'

/** A stranger with a guide, a set and a session; the student with a set and a quiz. */
export async function addRowLimitRows(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await run(`insert into public.beta_access_codes (code) values ('STRANGE2')`)
  await run(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'stranger2@example.com', '{"beta_code":"STRANGE2"}')`,
    [STRANGER],
  )
  await run(
    `insert into public.study_guides (id, user_id, title, content) values ($1, $2, 'Theirs', 'x')`,
    [strangerGuide, STRANGER],
  )
  await run(
    `insert into public.flashcard_sets (id, study_guide_id, user_id, title, cards) values ($1, $2, $3, 'Theirs', '[]')`,
    [strangerSet, strangerGuide, STRANGER],
  )
  await run(
    `insert into public.flashcard_sessions (id, flashcard_set_id, user_id) values ($1, $2, $3)`,
    [strangerSession, strangerSet, STRANGER],
  )
  await run(
    `insert into public.flashcard_sets (id, study_guide_id, user_id, title, cards) values ($1, $2, $3, 'Mine', '[]')`,
    [studentSet, ids.studentGuide, ids.student],
  )
  await run(
    `insert into public.quizzes (id, study_guide_id, user_id, title, questions) values ($1, $2, $3, 'Mine', '[]')`,
    [studentQuiz, ids.studentGuide, ids.student],
  )
}

const refusedBy = (table: string, constraint: string): Outcome => ({
  code: '23514',
  error: `new row for relation "${table}" violates check constraint "${constraint}"`,
})

const sessionMissing: Outcome = {
  code: '23503',
  error:
    'insert or update on table "flashcard_reviews" violates foreign key constraint "flashcard_reviews_session_id_fkey"',
}

export function defineRowLimitTests(runAs: () => RunAs, outcome: () => OutcomeAs): void {
  const run = (sql: string, params: unknown[] = []) => outcome()(sql, params)

  describe('sizes of what a student writes', () => {
    it('bounds a set’s title and schedule, and a quiz’s title', async () => {
      const title = (n: number) => 't'.repeat(n)
      const setTitle = 'update public.flashcard_sets set title = $2 where id = $1'
      expect(await run(setTitle, [studentSet, title(MAX_STUDY_SET_TITLE_CHARS)])).toBe(1)
      expect(await run(setTitle, [studentSet, title(MAX_STUDY_SET_TITLE_CHARS + 1)])).toEqual(
        refusedBy('flashcard_sets', 'flashcard_sets_title_limit'),
      )
      const quizTitle = 'update public.quizzes set title = $2 where id = $1'
      expect(await run(quizTitle, [studentQuiz, title(5_000_000)])).toEqual(
        refusedBy('quizzes', 'quizzes_title_limit'),
      )
      const schedule = JSON.stringify({ card_0: { note: 's'.repeat(MAX_STUDY_SET_JSON_BYTES) } })
      expect(
        await run('update public.flashcard_sets set schedule = $2::jsonb where id = $1', [
          studentSet,
          schedule,
        ]),
      ).toEqual(refusedBy('flashcard_sets', 'flashcard_sets_schedule_limit'))
    })

    it('bounds a quiz’s settings and feedback, the comments as the form does', async () => {
      const settings = JSON.stringify({ selectedGuides: 'g'.repeat(MAX_SMALL_JSON_BYTES) })
      expect(
        await run('update public.quizzes set settings = $2::jsonb where id = $1', [
          studentQuiz,
          settings,
        ]),
      ).toEqual(refusedBy('quizzes', 'quizzes_settings_limit'))
      const feedback = (comments: string) =>
        JSON.stringify({ perceivedDifficulty: 'just_right', rating: 5, comments })
      const update = 'update public.quizzes set user_feedback = $2::jsonb where id = $1'
      expect(await run(update, [studentQuiz, feedback('c'.repeat(QUIZ_COMMENTS_MAX_CHARS))])).toBe(
        1,
      )
      expect(
        await run(update, [studentQuiz, feedback('c'.repeat(QUIZ_COMMENTS_MAX_CHARS + 1))]),
      ).toEqual(refusedBy('quizzes', 'quizzes_user_feedback_limit'))
    })

    it('bounds an attempt’s answers and a session’s ratings (the RPC included)', async () => {
      const huge = JSON.stringify([{ questionId: 'q'.repeat(MAX_STUDY_SET_JSON_BYTES) }])
      expect(
        await run(
          'insert into public.quiz_attempts (quiz_id, answers, wrong_answers) values ($1, $2::jsonb, $3::jsonb)',
          [studentQuiz, '[]', huge],
        ),
      ).toEqual(refusedBy('quiz_attempts', 'quiz_attempts_wrong_answers_limit'))
      const ratings = JSON.stringify({ card_0: 'h'.repeat(MAX_SMALL_JSON_BYTES) })
      expect(
        await run(
          `select public.record_flashcard_session(
             session_id => gen_random_uuid(), set_id => $1, completed_at => now(),
             total_cards => 1, reviewed_cards => 1, difficulty_ratings => $2::jsonb,
             time_spent => 10, reviewed_schedule => '{}'::jsonb, review_log => '[]'::jsonb)`,
          [studentSet, ratings],
        ),
      ).toEqual(refusedBy('flashcard_sessions', 'flashcard_sessions_difficulty_ratings_limit'))
    })

    it('keeps FSRS weights as 21 numbers', async () => {
      const save = `insert into public.fsrs_parameters (weights, log_loss, default_log_loss, review_count)
                    values ($1::jsonb, 0.3, 0.4, 100)`
      const numbers = Array.from({ length: 21 }, (_, n) => 0.1 * (n + 1))
      expect(await run(save, [JSON.stringify(numbers)])).toBe(1)
      const strings = numbers.map((n, index) => (index === 0 ? 'w'.repeat(1_000_000) : n))
      expect(await run(save, [JSON.stringify(strings)])).toEqual(
        refusedBy('fsrs_parameters', 'fsrs_parameters_weights_numbers'),
      )
    })
  })

  describe('references to the student’s own rows only', () => {
    const review = `insert into public.flashcard_reviews
      (flashcard_set_id, session_id, card_id, rating, reviewed_at, elapsed_days, state)
      values ($1, $2, 'card_0', 3, now(), 0, 0)`

    it('refuses a review pointing at another student’s session, as if it did not exist', async () => {
      const foreign = await run(review, [studentSet, strangerSession])
      const missing = await run(review, [studentSet, missingSession])
      expect(foreign).toEqual(sessionMissing)
      expect(missing).toEqual(sessionMissing)
    })

    it('accepts a review of the student’s own session of that set', async () => {
      const outcomes = await runAs()(student, async (query) => {
        await query(
          `insert into public.flashcard_sessions (id, flashcard_set_id) values ($1, $2)`,
          ['00000000-0000-4000-8000-0000000000c6', studentSet],
        )
        return (await query(review, [studentSet, '00000000-0000-4000-8000-0000000000c6'])).count
      })
      expect(outcomes).toBe(1)
    })

    it('refuses a unit guide made of another student’s guide', async () => {
      const unit = `insert into public.study_guides (title, content, kind, source_guide_ids)
                    values ('Unit', 'x', 'unit', $1::uuid[])`
      expect(await run(unit, [[ids.studentGuide]])).toBe(1)
      expect(await run(unit, [[ids.studentGuide, strangerGuide]])).toEqual(
        refusedBy('study_guides', 'study_guides_source_guides_own'),
      )
    })
  })

  describe('rows per account', () => {
    it(`holds ${MAX_GUIDES_PER_USER.toLocaleString('en')} guides per student`, async () => {
      const result = await runAs()(student, async (query) => {
        const { rows } = await query(
          'select count(*)::integer as n from public.study_guides where user_id = $1',
          [ids.student],
        )
        const room = MAX_GUIDES_PER_USER - (rows[0] as { n: number }).n
        const insert = `insert into public.study_guides (title, content)
                        select 'Guide ' || n, 'x' from generate_series(1, $1::integer) as n`
        return (await query(insert, [room])).count
      })
      expect(result).toBeGreaterThan(MAX_GUIDES_PER_USER - 20)
      expect(
        await run(
          `insert into public.study_guides (title, content)
           select 'Guide ' || n, 'x' from generate_series(1, $1::integer) as n`,
          [MAX_GUIDES_PER_USER],
        ),
      ).toEqual(refusedBy('study_guides', 'study_guides_per_user_quota'))
    }, 60_000)

    const guides = `insert into public.study_guides (title, content, kind)
                    select 'Guide ' || n, 'x', $2 from generate_series(1, $1::integer) as n`
    const counted = (kind: string) =>
      `select count(*)::integer as n from public.study_guides
        where user_id = $1 and (kind = 'exam') = ('${kind}' = 'exam')`
    /**
     * Fills the student's guides counted with `kind` ('exam', or a listed kind) up to `limit`,
     * then runs `extra`: how many were added, and the message `extra` was refused with ('').
     */
    const atLimitThen = (kind: string, limit: number, extra: string) =>
      runAs()(student, async (query) => {
        const { rows } = await query(counted(kind), [ids.student])
        const filled = await query(guides, [limit - (rows[0] as { n: number }).n, kind])
        try {
          await query(extra)
          return { filled: filled.count, refused: '' }
        } catch (error) {
          return { filled: filled.count, refused: (error as Error).message }
        }
      })
    const oneExam = `insert into public.study_guides (title, content, kind) values ('Exam', 'x', 'exam')`
    const oneGuide = `insert into public.study_guides (title, content) values ('Guide', 'x')`
    const refusal = (quota: string) =>
      `new row for relation "study_guides" violates check constraint "${quota}"`

    it(`counts only the guides the library lists toward the ${MAX_GUIDES_PER_USER.toLocaleString('en')}, not a practice exam's guide (kind 'exam')`, async () => {
      const atLimit = await atLimitThen('unit', MAX_GUIDES_PER_USER, oneExam)
      expect(atLimit.filled).toBeGreaterThan(MAX_GUIDES_PER_USER - 20)
      expect(atLimit.refused).toBe('')
      expect((await atLimitThen('guide', MAX_GUIDES_PER_USER, oneGuide)).refused).toBe(
        refusal('study_guides_per_user_quota'),
      )
    }, 60_000)

    it(`holds ${MAX_EXAM_GUIDES_PER_USER.toLocaleString('en')} practice exams' guides per student, also when a guide's kind changes to 'exam'`, async () => {
      const added = await atLimitThen('exam', MAX_EXAM_GUIDES_PER_USER, oneExam)
      expect(added.filled).toBeGreaterThan(MAX_EXAM_GUIDES_PER_USER - 20)
      expect(added.refused).toBe(refusal('exam_guides_per_user_quota'))
      const changed = await atLimitThen(
        'exam',
        MAX_EXAM_GUIDES_PER_USER,
        `update public.study_guides set kind = 'exam' where id = '${ids.studentGuide}'`,
      )
      expect(changed.refused).toBe(refusal('exam_guides_per_user_quota'))
    }, 60_000)

    it.each([
      [
        'flashcard_sets',
        MAX_SETS_PER_GUIDE,
        `'Set', '[]'`,
        'title, cards',
        'flashcard_sets_per_guide_quota',
      ],
      [
        'quizzes',
        MAX_QUIZZES_PER_GUIDE,
        `'Quiz', '[]'`,
        'title, questions',
        'quizzes_per_guide_quota',
      ],
    ])('holds %s up to %i per guide', async (table, max, values, columns, constraint) => {
      const insert = (count: number) =>
        `insert into public.${table} (study_guide_id, ${columns})
         select '${ids.studentGuide}', ${values} from generate_series(1, ${count})`
      // The student's guide already has one of each (addRowLimitRows) or none.
      expect(await run(insert(max + 1))).toEqual(refusedBy(table, constraint))
      const fits = await runAs()(student, async (query) => {
        const { rows } = await query(
          `select count(*)::integer as n from public.${table} where study_guide_id = $1`,
          [ids.studentGuide],
        )
        return (await query(insert(max - (rows[0] as { n: number }).n))).count
      })
      expect(fits).toBeGreaterThan(max - 5)
    })

    it(`holds ${MAX_FLASHCARD_SESSIONS_PER_SET.toLocaleString('en')} sessions per set`, async () => {
      expect(
        await run(
          `insert into public.flashcard_sessions (flashcard_set_id)
           select $1::uuid from generate_series(1, $2::integer)`,
          [studentSet, MAX_FLASHCARD_SESSIONS_PER_SET + 1],
        ),
      ).toEqual(refusedBy('flashcard_sessions', 'flashcard_sessions_per_set_quota'))
    }, 60_000)
  })
}

export type OutcomeAs = (sql: string, params: unknown[]) => Promise<Outcome>
