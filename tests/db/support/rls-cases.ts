/**
 * The row-level security matrix, shared by the PGlite run (rls-matrix.test.ts) and the run on
 * real PostgreSQL 15 (rls-matrix.pg.test.ts): {anon, user A, user B, admin} × every table and
 * view × {select, insert, update, delete}, each against user A's rows.
 *
 *   number    rows returned (select) or affected (insert / update / delete)
 *   'denied'  no privilege at all (permission denied for table …)
 *   'rls'     the privilege exists but the new row breaks a policy's WITH CHECK
 *
 * User A is the seeded student; user B signs up with a code; the admin is the seeded admin (who
 * has no special rights over students' study data).
 */
import { anon, ids, userActor, type Actor, type Outcome } from './actors'

export const A = { id: ids.student, email: 'student@example.com' }
export const B = { id: '00000000-0000-4000-8000-0000000000b0', email: 'other@example.com' }
export const rowsOf = {
  A: {
    guide: ids.studentGuide,
    set: '00000000-0000-4000-8000-0000000000a4',
    session: '00000000-0000-4000-8000-0000000000a5',
    quiz: '00000000-0000-4000-8000-0000000000a6',
    attempt: '00000000-0000-4000-8000-0000000000a7',
    exam: '00000000-0000-4000-8000-0000000000a8',
  },
  B: {
    guide: '00000000-0000-4000-8000-0000000000b1',
    set: '00000000-0000-4000-8000-0000000000b4',
    session: '00000000-0000-4000-8000-0000000000b5',
    quiz: '00000000-0000-4000-8000-0000000000b6',
    attempt: '00000000-0000-4000-8000-0000000000b7',
    exam: '00000000-0000-4000-8000-0000000000b8',
  },
}

export const actors: Record<'anon' | 'userA' | 'userB' | 'admin', Actor> = {
  anon,
  userA: userActor(A.id, A.email),
  userB: userActor(B.id, B.email),
  admin: userActor(ids.admin, 'admin@example.com'),
}
export const actorNames = ['anon', 'userA', 'userB', 'admin'] as const
export type Op = 'select' | 'insert' | 'update' | 'delete'
export type Row = readonly [anon: Outcome, userA: Outcome, userB: Outcome, admin: Outcome]

// The matrix. Insert rows claim user A's parent (or A's user id for guides), so another user's
// insert must fail the policy; update and delete target A's row, so others affect 0 rows.
// beta_access_codes targets 'USEDCODE'; writes to it go only through functions (beta-codes test).
// The matrix: one line per table and operation, columns anon, userA, userB, admin.
// prettier-ignore
export const expected: Record<string, Record<Op, Row>> = {
  study_guides: {          select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  study_guide_sources: {   select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 1,       0,       0] },
  // Links are made by create_guide_share only (share-cases.ts): nobody inserts or updates.
  guide_shares: {          select: ['denied', 1,       0,       0],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 1,       0,       0] },
  study_guide_summaries: { select: ['denied', 1,       0,       0],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  exam_dates: {            select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  // Written with the session by record_flashcard_session; append-only.
  flashcard_reviews: {     select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 1,       0,       0] },
  flashcard_sets: {        select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  flashcard_sessions: {    select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  // Insert is the app's upsert of A's one row: B and the admin fail the check on A's user id.
  fsrs_parameters: {       select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  quizzes: {               select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  quiz_attempts: {         select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  practice_exam_attempts: {
                           select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  // The profile (the interface language): the app's upsert of A's one row, as fsrs_parameters.
  profiles: {              select: ['denied', 1,       0,       0],
                           insert: ['denied', 1,       'rls',   'rls'],
                           update: ['denied', 1,       0,       0],
                           delete: ['denied', 1,       0,       0] },
  beta_access_codes: {     select: ['denied', 0,       0,       1],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  // Counted by the ai Edge Function alone (service_role); students only read their own rows.
  ai_usage: {              select: ['denied', 1,       0,       0],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  // All anonymous visitors' AI tokens of a day, and the feedback function's rate limit: the
  // server's alone.
  ai_usage_anonymous_totals: {
                           select: ['denied', 'denied', 'denied', 'denied'],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  // The source function's daily count of links per student: the server's alone.
  source_fetch_counts: {
                           select: ['denied', 'denied', 'denied', 'denied'],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  // The feedback function's record of delivered messages: the server's alone.
  feedback_deliveries: {   select: ['denied', 'denied', 'denied', 'denied'],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  feedback_rate_hits: {    select: ['denied', 'denied', 'denied', 'denied'],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
  app_admin: {             select: ['denied', 'denied', 'denied', 'denied'],
                           insert: ['denied', 'denied', 'denied', 'denied'],
                           update: ['denied', 'denied', 'denied', 'denied'],
                           delete: ['denied', 'denied', 'denied', 'denied'] },
}

/** The share link tokens of A's and B's guides, as create_guide_share hands them out. */
export const shareTokens = { A: 'a1'.repeat(32), B: 'b2'.repeat(32) }

export const a = rowsOf.A
/** A's second seeded guide, which has no source: the one a new source is added to. */
const guideWithoutSource = '00000000-0000-4000-8000-0000000000a2'
export const statements: Record<string, Record<Op, [string, unknown[]]>> = {
  study_guides: {
    select: ['select id from public.study_guides where id = $1', [a.guide]],
    insert: [
      `insert into public.study_guides (user_id, title, content) values ($1, 'New', 'Text')`,
      [A.id],
    ],
    update: [`update public.study_guides set title = 'Renamed' where id = $1`, [a.guide]],
    delete: ['delete from public.study_guides where id = $1', [a.guide]],
  },
  study_guide_sources: {
    select: ['select guide_id from public.study_guide_sources where guide_id = $1', [a.guide]],
    insert: [
      `insert into public.study_guide_sources (guide_id, passages) values ($1, '[{"pa":1,"t":"Text"}]')`,
      [guideWithoutSource],
    ],
    update: [
      `update public.study_guide_sources set passages = '[]' where guide_id = $1`,
      [a.guide],
    ],
    delete: ['delete from public.study_guide_sources where guide_id = $1', [a.guide]],
  },
  guide_shares: {
    select: ['select guide_id from public.guide_shares where guide_id = $1', [a.guide]],
    // A row whose token the client chose: refused whatever the guide.
    insert: [
      `insert into public.guide_shares (guide_id, token_hash) values ($1, sha256('guessable'))`,
      [guideWithoutSource],
    ],
    update: [
      `update public.guide_shares set token_hash = sha256('guessable') where guide_id = $1`,
      [a.guide],
    ],
    delete: ['delete from public.guide_shares where guide_id = $1', [a.guide]],
  },
  study_guide_summaries: {
    select: ['select id from public.study_guide_summaries where id = $1', [a.guide]],
    insert: [
      `insert into public.study_guide_summaries (user_id, title) values ($1, 'New')`,
      [A.id],
    ],
    update: [`update public.study_guide_summaries set title = 'Renamed' where id = $1`, [a.guide]],
    delete: ['delete from public.study_guide_summaries where id = $1', [a.guide]],
  },
  exam_dates: {
    select: ['select exam_date from public.exam_dates where study_guide_id = $1', [a.guide]],
    insert: [
      `insert into public.exam_dates (study_guide_id, exam_date) values ($1, '2026-12-14')`,
      [guideWithoutSource],
    ],
    update: [
      `update public.exam_dates set target_recall = 0.95 where study_guide_id = $1`,
      [a.guide],
    ],
    delete: ['delete from public.exam_dates where study_guide_id = $1', [a.guide]],
  },
  flashcard_sets: {
    select: ['select id from public.flashcard_sets where id = $1', [a.set]],
    insert: [
      `insert into public.flashcard_sets (study_guide_id, title, cards) values ($1, 'Set', '[]')`,
      [a.guide],
    ],
    update: [`update public.flashcard_sets set title = 'Renamed' where id = $1`, [a.set]],
    delete: ['delete from public.flashcard_sets where id = $1', [a.set]],
  },
  flashcard_reviews: {
    select: ['select id from public.flashcard_reviews where session_id = $1', [a.session]],
    insert: [
      `insert into public.flashcard_reviews (flashcard_set_id, card_id, rating, reviewed_at, elapsed_days, state)
       values ($1, 'card_0', 3, now(), 0, 0)`,
      [a.set],
    ],
    update: ['update public.flashcard_reviews set rating = 4 where session_id = $1', [a.session]],
    delete: ['delete from public.flashcard_reviews where session_id = $1', [a.session]],
  },
  flashcard_sessions: {
    select: ['select id from public.flashcard_sessions where id = $1', [a.session]],
    insert: [
      'insert into public.flashcard_sessions (flashcard_set_id, total_cards) values ($1, 3)',
      [a.set],
    ],
    update: ['update public.flashcard_sessions set time_spent = 99 where id = $1', [a.session]],
    delete: ['delete from public.flashcard_sessions where id = $1', [a.session]],
  },
  fsrs_parameters: {
    select: ['select log_loss from public.fsrs_parameters where user_id = $1', [A.id]],
    insert: [
      `insert into public.fsrs_parameters (user_id, weights, log_loss, default_log_loss, review_count)
       values ($1, $2, 0.3, 0.4, 300)
       on conflict (user_id) do update set log_loss = excluded.log_loss`,
      [A.id, JSON.stringify(Array.from({ length: 21 }, () => 1))],
    ],
    update: ['update public.fsrs_parameters set log_loss = 0.2 where user_id = $1', [A.id]],
    delete: ['delete from public.fsrs_parameters where user_id = $1', [A.id]],
  },
  profiles: {
    select: ['select language from public.profiles where user_id = $1', [A.id]],
    insert: [
      `insert into public.profiles (user_id, language) values ($1, 'es')
       on conflict (user_id) do update set language = excluded.language`,
      [A.id],
    ],
    update: [`update public.profiles set language = 'ar' where user_id = $1`, [A.id]],
    delete: ['delete from public.profiles where user_id = $1', [A.id]],
  },
  quizzes: {
    select: ['select id from public.quizzes where id = $1', [a.quiz]],
    insert: [
      `insert into public.quizzes (study_guide_id, title, questions) values ($1, 'Quiz', '[]')`,
      [a.guide],
    ],
    update: [`update public.quizzes set title = 'Renamed' where id = $1`, [a.quiz]],
    delete: ['delete from public.quizzes where id = $1', [a.quiz]],
  },
  quiz_attempts: {
    select: ['select id from public.quiz_attempts where id = $1', [a.attempt]],
    insert: ['insert into public.quiz_attempts (quiz_id, score) values ($1, 80)', [a.quiz]],
    update: ['update public.quiz_attempts set score = 10 where id = $1', [a.attempt]],
    delete: ['delete from public.quiz_attempts where id = $1', [a.attempt]],
  },
  practice_exam_attempts: {
    select: ['select id from public.practice_exam_attempts where id = $1', [a.exam]],
    insert: [
      `insert into public.practice_exam_attempts (study_guide_id, score, total_questions, attempt)
         values ($1, 1, 5, '{}')`,
      [a.guide],
    ],
    update: ['update public.practice_exam_attempts set score = 0 where id = $1', [a.exam]],
    delete: ['delete from public.practice_exam_attempts where id = $1', [a.exam]],
  },
  beta_access_codes: {
    select: [`select id from public.beta_access_codes where code = 'USEDCODE'`, []],
    insert: [`insert into public.beta_access_codes (code) values ('ZZZZ0000')`, []],
    update: [`update public.beta_access_codes set is_active = false where code = 'USEDCODE'`, []],
    delete: [`delete from public.beta_access_codes where code = 'USEDCODE'`, []],
  },
  ai_usage: {
    select: ['select tokens from public.ai_usage where user_id = $1', [A.id]],
    insert: [
      `insert into public.ai_usage (user_id, day) values ($1, (now() at time zone 'utc')::date)`,
      [A.id],
    ],
    update: ['update public.ai_usage set tokens = 0 where user_id = $1', [A.id]],
    delete: ['delete from public.ai_usage where user_id = $1', [A.id]],
  },
  ai_usage_anonymous_totals: {
    select: ['select tokens from public.ai_usage_anonymous_totals', []],
    insert: [
      `insert into public.ai_usage_anonymous_totals (day) values ((now() at time zone 'utc')::date)`,
      [],
    ],
    update: ['update public.ai_usage_anonymous_totals set tokens = 0', []],
    delete: ['delete from public.ai_usage_anonymous_totals', []],
  },
  source_fetch_counts: {
    select: ['select fetches from public.source_fetch_counts', []],
    insert: [
      `insert into public.source_fetch_counts (user_id, day, fetches) values ($1, (now() at time zone 'utc')::date, 1)`,
      [A.id],
    ],
    update: ['update public.source_fetch_counts set fetches = 1', []],
    delete: ['delete from public.source_fetch_counts', []],
  },
  feedback_deliveries: {
    select: ['select at from public.feedback_deliveries', []],
    insert: [`insert into public.feedback_deliveries (id) values (gen_random_uuid())`, []],
    update: ['update public.feedback_deliveries set at = now()', []],
    delete: ['delete from public.feedback_deliveries', []],
  },
  feedback_rate_hits: {
    select: ['select at from public.feedback_rate_hits', []],
    insert: [`insert into public.feedback_rate_hits (caller) values ($1)`, [A.id]],
    update: ['update public.feedback_rate_hits set at = now()', []],
    delete: ['delete from public.feedback_rate_hits', []],
  },
  app_admin: {
    select: ['select user_id from public.app_admin', []],
    insert: [`insert into public.app_admin (user_id) values ($1)`, [B.id]],
    update: ['update public.app_admin set user_id = $1', [B.id]],
    delete: ['delete from public.app_admin', []],
  },
}

/** Gives user A and user B one row in every table (as the superuser, committed). */
export async function addStudyRows(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  // B signs up with a code (the trigger consumes it), like any student
  await run(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{"beta_code":"WELCOME1"}')`,
    [B.id, B.email],
  )
  for (const [owner, rows] of [
    [A.id, rowsOf.A],
    [B.id, rowsOf.B],
  ] as const) {
    if (owner === B.id) {
      await run(
        `insert into public.study_guides (id, user_id, title, content) values ($1, $2, 'B guide', 'B text')`,
        [rows.guide, owner],
      )
    }
    await run(
      `insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, '[{"pg":1,"t":"Page one"}]')`,
      [rows.guide, owner],
    )
    await run(
      `insert into public.exam_dates (study_guide_id, user_id, exam_date) values ($1, $2, '2026-12-14')`,
      [rows.guide, owner],
    )
    await run(
      `insert into public.flashcard_sets (id, study_guide_id, user_id, title, cards)
                    values ($1, $2, $3, 'Cards', '[{"id":"card_0","front":"Q","back":"A","difficulty":"easy"}]')`,
      [rows.set, rows.guide, owner],
    )
    await run(
      `insert into public.flashcard_sessions (id, flashcard_set_id, user_id, total_cards, reviewed_cards)
                    values ($1, $2, $3, 1, 1)`,
      [rows.session, rows.set, owner],
    )
    await run(
      `insert into public.flashcard_reviews (flashcard_set_id, session_id, user_id, card_id, rating, reviewed_at, elapsed_days, state)
                    values ($1, $2, $3, 'card_0', 3, now(), 0, 0)`,
      [rows.set, rows.session, owner],
    )
    await run(
      `insert into public.fsrs_parameters (user_id, weights, log_loss, default_log_loss, review_count)
                    values ($1, $2, 0.3, 0.4, 300)`,
      [owner, JSON.stringify(Array.from({ length: 21 }, () => 1))],
    )
    await run(`insert into public.profiles (user_id, language) values ($1, 'fr')`, [owner])
    await run(
      `insert into public.quizzes (id, study_guide_id, user_id, title, questions, difficulty)
                    values ($1, $2, $3, 'Quiz 1', '[]', 'medium')`,
      [rows.quiz, rows.guide, owner],
    )
    await run(
      `insert into public.quiz_attempts (id, quiz_id, user_id, score, total_questions, correct_answers)
                    values ($1, $2, $3, 50, 2, 1)`,
      [rows.attempt, rows.quiz, owner],
    )
    await run(
      `insert into public.practice_exam_attempts (id, study_guide_id, user_id, score, total_questions, attempt)
                    values ($1, $2, $3, 2.5, 5, '{}')`,
      [rows.exam, rows.guide, owner],
    )
    await run(
      `insert into public.ai_usage (user_id, day, tokens) values ($1, (now() at time zone 'utc')::date, 10)`,
      [owner],
    )
    await run(
      `insert into public.guide_shares (guide_id, user_id, token_hash)
                    values ($1, $2, sha256(decode($3, 'hex')))`,
      [rows.guide, owner, shareTokens[owner === A.id ? 'A' : 'B']],
    )
  }
}

export const cells = Object.entries(expected).flatMap(([table, ops]) =>
  (Object.entries(ops) as [Op, Row][]).flatMap(([op, row]) =>
    actorNames.map((actor, index) => ({ table, op, actor, outcome: row[index] as Outcome })),
  ),
)
