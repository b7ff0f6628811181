/**
 * The rules of practice_exam_attempts (issue 45), shared by the PGlite run
 * (practice-exam-attempts.test.ts) and the run on real PostgreSQL 15
 * (practice-exam-attempts.pg.test.ts): the owner alone records, reads, regrades and deletes
 * attempts of their own guides; an attempt's document, score and count per guide are bounded.
 * The RLS matrix (rls-cases.ts) covers the table for every actor as well. Every case rolls back.
 */
import { describe, expect, it } from 'vitest'
import { MAX_EXAM_ATTEMPTS_PER_GUIDE, MAX_STUDY_SET_JSON_BYTES } from '../../../src/config/limits'
import { ids, outcomeWith, userActor, type Actor, type Outcome, type RunAs } from './actors'

const student = userActor(ids.student, 'student@example.com')
const STRANGER = '00000000-0000-4000-8000-0000000000e0'
const stranger = userActor(STRANGER, 'stranger3@example.com')
const strangerGuide = '00000000-0000-4000-8000-0000000000e1'
const studentExam = '00000000-0000-4000-8000-0000000000e2'
/** The student's practice exam on several guides: a guide of kind 'exam', with an attempt. */
const examSet = '00000000-0000-4000-8000-0000000000e3'

/** A stranger with a guide, an attempt of the student's guide, and a practice-exam set. */
export async function addPracticeExamRows(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await run(`insert into public.beta_access_codes (code) values ('STRANGE3')`)
  await run(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'stranger3@example.com', '{"beta_code":"STRANGE3"}')`,
    [STRANGER],
  )
  await run(
    `insert into public.study_guides (id, user_id, title, content) values ($1, $2, 'Theirs', 'x')`,
    [strangerGuide, STRANGER],
  )
  await run(
    `insert into public.practice_exam_attempts (id, study_guide_id, user_id, score, total_questions, attempt)
     values ($1, $2, $3, 3, 5, '{"answers":{}}')`,
    [studentExam, ids.studentGuide, ids.student],
  )
  await run(
    `insert into public.study_guides (id, user_id, title, content, kind, source_guide_ids)
     values ($1, $2, 'Practice exam: A, B', 'x', 'exam', array[$3::uuid])`,
    [examSet, ids.student, ids.studentGuide],
  )
  await run(
    `insert into public.practice_exam_attempts (study_guide_id, user_id, score, total_questions, attempt)
     values ($1, $2, 1, 5, '{}')`,
    [examSet, ids.student],
  )
}

const insert = (guide: string, attempt = '{}', score = 2.5, total = 5) =>
  [
    `insert into public.practice_exam_attempts (study_guide_id, score, total_questions, attempt)
   values ($1, $2, $3, $4::jsonb)`,
    [guide, score, total, attempt],
  ] as const

type Statement = readonly [string, readonly unknown[]]

const refusedBy = (constraint: string): Outcome => ({
  code: '23514',
  error: `new row for relation "practice_exam_attempts" violates check constraint "${constraint}"`,
})

export function definePracticeExamTests(runAs: () => RunAs): void {
  const run = (actor: Actor, [sql, params]: Statement) => outcomeWith(runAs(), actor, sql, params)

  describe('practice_exam_attempts', () => {
    it('the owner records an attempt of their own guide, with a half point for a written answer', async () => {
      expect(await run(student, insert(ids.studentGuide))).toBe(1)
    })

    it("nobody records an attempt on another student's guide, or moves one there", async () => {
      expect(await run(stranger, insert(ids.studentGuide))).toBe('rls')
      const move = 'update public.practice_exam_attempts set study_guide_id = $1 where id = $2'
      expect(await run(student, [move, [strangerGuide, studentExam]])).toBe('rls')
    })

    it('another student neither reads, regrades nor deletes an attempt; the owner does', async () => {
      const read = [
        'select id from public.practice_exam_attempts where id = $1',
        [studentExam],
      ] as const
      const regrade = [
        'update public.practice_exam_attempts set score = 4 where id = $1',
        [studentExam],
      ] as const
      const remove = [
        'delete from public.practice_exam_attempts where id = $1',
        [studentExam],
      ] as const
      for (const statement of [read, regrade, remove])
        expect(await run(stranger, statement)).toBe(0)
      for (const statement of [read, regrade, remove]) expect(await run(student, statement)).toBe(1)
    })

    it("a practice exam on several guides (a guide of kind 'exam'): another student deletes neither it nor its attempts; the owner deletes it", async () => {
      const removeSet = ['delete from public.study_guides where id = $1', [examSet]] as const
      const removeAttempts = [
        'delete from public.practice_exam_attempts where study_guide_id = $1',
        [examSet],
      ] as const
      expect(await run(stranger, removeSet)).toBe(0)
      expect(await run(stranger, removeAttempts)).toBe(0)
      expect(await run(student, removeSet)).toBe(1)
    })

    it('bounds the document to 1 MiB and the score to the number of questions', async () => {
      const huge = JSON.stringify({ answers: { x_0: 'a'.repeat(MAX_STUDY_SET_JSON_BYTES) } })
      expect(await run(student, insert(ids.studentGuide, huge))).toEqual(
        refusedBy('practice_exam_attempts_attempt_limit'),
      )
      expect(await run(student, insert(ids.studentGuide, '{}', 6, 5))).toEqual(
        refusedBy('practice_exam_attempts_score_range'),
      )
    })

    it(`holds ${MAX_EXAM_ATTEMPTS_PER_GUIDE.toLocaleString('en')} attempts per guide`, async () => {
      const many = (count: number) =>
        [
          `insert into public.practice_exam_attempts (study_guide_id, score, total_questions, attempt)
         select $1::uuid, 1, 5, '{}' from generate_series(1, $2::integer)`,
          [ids.studentGuide, count],
        ] as const
      // One attempt is already there.
      expect(await run(student, many(MAX_EXAM_ATTEMPTS_PER_GUIDE))).toEqual(
        refusedBy('practice_exam_attempts_per_guide_quota'),
      )
      expect(await run(student, many(MAX_EXAM_ATTEMPTS_PER_GUIDE - 1))).toBe(
        MAX_EXAM_ATTEMPTS_PER_GUIDE - 1,
      )
    }, 60_000)
  })
}
