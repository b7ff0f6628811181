/**
 * The rules of study_guide_sources, shared by the PGlite run (guide-sources.test.ts) and the run
 * on real PostgreSQL 15 (guide-sources.pg.test.ts): who may read, add and delete a source, the
 * size limit the database counts itself, and the stored shape. Every case rolls back.
 */
import { describe, expect, it } from 'vitest'
import {
  anon,
  ids,
  outcomeOfError,
  userActor,
  type Actor,
  type Outcome,
  type RunAs,
} from './actors'

const A = userActor(ids.student, 'student@example.com')
const B_ID = '00000000-0000-4000-8000-0000000000b0'
const B = userActor(B_ID, 'other@example.com')
const guideOfA = ids.studentGuide
const secondGuideOfA = '00000000-0000-4000-8000-0000000000a2'
const guideOfB = '00000000-0000-4000-8000-0000000000b1'
const LIMIT = 2_000_000

const insert = 'insert into public.study_guide_sources (guide_id, passages) values ($1, $2::jsonb)'
const insertNamed =
  'insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, $3::jsonb)'
const passages = (...texts: string[]) => JSON.stringify(texts.map((t, i) => ({ pg: i + 1, t })))
const violates = (constraint: string): Outcome => ({
  code: '23514',
  error: `new row for relation "study_guide_sources" violates check constraint "${constraint}"`,
})

/** User B (signed up with a code) with a guide, and a committed source for A's and B's guide. */
export async function addSourceRows(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await run(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'other@example.com', '{"beta_code":"WELCOME1"}')`,
    [B_ID],
  )
  await run(
    `insert into public.study_guides (id, user_id, title, content) values ($1, $2, 'B guide', 'B')`,
    [guideOfB, B_ID],
  )
  await run(
    `insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, $3)`,
    [guideOfA, ids.student, passages('A page one', 'A page two')],
  )
  await run(
    `insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, $3)`,
    [guideOfB, B_ID, passages('B')],
  )
}

export function defineSourceTests(runAs: () => RunAs): void {
  const outcome = (actor: Actor, sql: string, params: unknown[]): Promise<Outcome> =>
    runAs()(actor, async (query) => {
      try {
        const result = await query(sql, params)
        return /^\s*select/i.test(sql) ? result.rows.length : result.count
      } catch (error) {
        return outcomeOfError(error)
      }
    })
  const rows = (actor: Actor, sql: string, params: unknown[]) =>
    runAs()(actor, async (query) => (await query(sql, params)).rows)

  describe('who may read, add and delete a source', () => {
    it('lets each owner read their own source, and nobody else', async () => {
      const select = 'select guide_id from public.study_guide_sources where guide_id = $1'
      expect(await outcome(A, select, [guideOfA])).toBe(1)
      expect(await outcome(B, select, [guideOfA])).toBe(0)
      expect(await outcome(B, select, [guideOfB])).toBe(1)
      expect(await outcome(A, select, [guideOfB])).toBe(0)
      expect(await outcome(anon, select, [guideOfA])).toBe('denied')
    })

    it('lets the owner add a source to their own guide, without naming a user', async () => {
      const added = await rows(A, `${insert} returning user_id, char_count`, [
        secondGuideOfA,
        passages('Cells 🧬', 'Energy'),
      ])
      expect(added).toEqual([{ user_id: ids.student, char_count: 7 + 6 }])
    })

    it('refuses a source on another user’s guide, in either name', async () => {
      expect(await outcome(B, insert, [secondGuideOfA, passages('Mine now')])).toBe('rls')
      expect(await outcome(B, insertNamed, [secondGuideOfA, ids.student, passages('x')])).toBe(
        'rls',
      )
      expect(await outcome(A, insertNamed, [guideOfB, B_ID, passages('x')])).toBe('rls')
      expect(await outcome(anon, insert, [secondGuideOfA, passages('x')])).toBe('denied')
    })

    it('keeps one source per guide and never updates it', async () => {
      expect(await outcome(A, insert, [guideOfA, passages('Again')])).toMatchObject({
        code: '23505',
      })
      const update = `update public.study_guide_sources set passages = '[]' where guide_id = $1`
      expect(await outcome(A, update, [guideOfA])).toBe('denied')
    })

    it('lets only the owner delete a source, and deleting the guide deletes it', async () => {
      const remove = 'delete from public.study_guide_sources where guide_id = $1'
      expect(await outcome(B, remove, [guideOfA])).toBe(0)
      expect(await outcome(A, remove, [guideOfA])).toBe(1)
      const left = await runAs()(A, async (query) => {
        await query('delete from public.study_guides where id = $1', [guideOfA])
        return (
          await query('select 1 from public.study_guide_sources where guide_id = $1', [guideOfA])
        ).rows
      })
      expect(left).toEqual([])
    })
  })

  describe('the size limit, counted by the database', () => {
    it('accepts exactly 2,000,000 characters over several passages', async () => {
      const half = 'a'.repeat(LIMIT / 2)
      const added = await rows(A, `${insert} returning char_count`, [
        secondGuideOfA,
        passages(half, half),
      ])
      expect(added).toEqual([{ char_count: LIMIT }])
    })

    it('refuses 2,000,001 characters', async () => {
      expect(await outcome(A, insert, [secondGuideOfA, passages('a'.repeat(LIMIT), 'b')])).toEqual(
        violates('study_guide_sources_char_limit'),
      )
    })

    it('counts code points, as the client does: an emoji is one character', async () => {
      const justFits = passages(`${'a'.repeat(LIMIT - 1)}🧬`)
      expect(await outcome(A, insert, [secondGuideOfA, justFits])).toBe(1)
      const oneOver = passages(`${'a'.repeat(LIMIT)}🧬`)
      expect(await outcome(A, insert, [secondGuideOfA, oneOver])).toEqual(
        violates('study_guide_sources_char_limit'),
      )
    })

    it('does not take a char_count from the client', async () => {
      const claim =
        'insert into public.study_guide_sources (guide_id, passages, char_count) values ($1, $2::jsonb, 1)'
      const claimed = await outcome(A, claim, [secondGuideOfA, passages('a'.repeat(LIMIT + 1))])
      expect(claimed).toMatchObject({ code: '428C9' })
    })

    it('caps the JSON at 10 MiB, so headings and file names cannot carry text past the count', async () => {
      const heading = JSON.stringify([{ hd: 'h'.repeat(10_485_760), t: 'short' }])
      expect(await outcome(A, insert, [secondGuideOfA, heading])).toEqual(
        violates('study_guide_sources_json_limit'),
      )
    })
  })

  describe('the citations of a guide’s points', () => {
    const insertCited =
      'insert into public.study_guide_sources (guide_id, passages, citations) values ($1, $2::jsonb, $3::jsonb)'
    const cited = JSON.stringify([
      {
        key: 'osmosis water moves',
        citations: [
          { status: 'verified', passage: 0, anchor: { kind: 'page', n: 1 }, marks: [[0, 5]] },
        ],
      },
      { key: 'made up', citations: [{ status: 'not-found' }] },
    ])

    it('are written with the source by its owner and read back by the owner only', async () => {
      const read = 'select citations from public.study_guide_sources where guide_id = $1'
      const written = await runAs()(A, async (query) => {
        await query(insertCited, [secondGuideOfA, passages('Osmosis: water moves.'), cited])
        return (await query(read, [secondGuideOfA])).rows
      })
      expect(written).toEqual([{ citations: JSON.parse(cited) }])
      expect(await outcome(B, read, [guideOfA])).toBe(0)
      expect(await outcome(anon, read, [guideOfA])).toBe('denied')
    })

    it('are an empty list for a source saved without them', async () => {
      expect(
        await rows(A, 'select citations from public.study_guide_sources where guide_id = $1', [
          guideOfA,
        ]),
      ).toEqual([{ citations: [] }])
    })

    it('may be replaced by the owner alone (a second opinion after the save), never the passages', async () => {
      const update = `update public.study_guide_sources set citations = $2::jsonb where guide_id = $1`
      const read = 'select citations from public.study_guide_sources where guide_id = $1'
      const replaced = await runAs()(A, async (query) => {
        await query(update, [guideOfA, cited])
        return (await query(read, [guideOfA])).rows
      })
      expect(replaced).toEqual([{ citations: JSON.parse(cited) }])
      // Another user's row is out of reach: no row is touched, nor may a row change hands.
      expect(await outcome(B, update, [guideOfA, cited])).toBe(0)
      expect(await outcome(anon, update, [guideOfA, cited])).toBe('denied')
      expect(
        await outcome(
          A,
          `update public.study_guide_sources set citations = '[]', user_id = $2 where guide_id = $1`,
          [guideOfA, B_ID],
        ),
      ).toBe('denied')
      // The passages stay as they were saved.
      expect(
        await outcome(
          A,
          `update public.study_guide_sources set passages = $2::jsonb where guide_id = $1`,
          [guideOfA, passages('Rewritten')],
        ),
      ).toBe('denied')
      // Replaced citations obey the same shape and size checks as written ones.
      expect(await outcome(A, update, [guideOfA, '{}'])).toEqual(
        violates('study_guide_sources_citations_shape'),
      )
      expect(await outcome(B, insertCited, [secondGuideOfA, passages('x'), cited])).toBe('rls')
    })

    it('must be a list of at most 1 MiB', async () => {
      expect(await outcome(A, insertCited, [secondGuideOfA, passages('x'), '{}'])).toEqual({
        code: '23514',
        error: `new row for relation "study_guide_sources" violates check constraint "study_guide_sources_citations_shape"`,
      })
      const huge = JSON.stringify([{ key: 'k'.repeat(1_048_576), citations: [] }])
      expect(await outcome(A, insertCited, [secondGuideOfA, passages('x'), huge])).toEqual({
        code: '23514',
        error: `new row for relation "study_guide_sources" violates check constraint "study_guide_sources_citations_limit"`,
      })
    })
  })

  describe('the stored shape', () => {
    it.each([
      ['a page', [{ pg: 1, t: 'x' }]],
      [
        'a slide and its notes',
        [
          { sl: 2, t: 'x' },
          { no: 2, t: 'y' },
        ],
      ],
      ['a heading of a named file', [{ f: 'bio.docx', hd: 'Cells', t: 'x' }]],
      ['a paragraph', [{ pa: 3, t: 'x' }]],
      ['an e-book chapter', [{ ch: 3, t: 'x' }]],
      [
        'a transcript’s moments, from 0:00 and in fractions of a second',
        [
          { tm: 0, t: 'x' },
          { tm: 754.5, t: 'y' },
          { f: 'lecture.mp3', tm: 3723, t: 'z' },
        ],
      ],
      [
        'a YouTube video’s moments, with the video’s id',
        [
          { tm: 0, yt: 'dQw4w9WgXcQ', t: 'x' },
          { f: 'Lecture 3', tm: 95.5, yt: 'osmosis_L-1', t: 'y' },
        ],
      ],
      ['no passages at all', []],
    ])('accepts %s', async (_what, value) => {
      expect(await outcome(A, insert, [secondGuideOfA, JSON.stringify(value)])).toBe(1)
    })

    it.each([
      ['an object instead of an array', { pg: 1, t: 'x' }],
      ['a passage that is not an object', ['text']],
      ['a passage without text', [{ pg: 1 }]],
      ['text that is not a string', [{ pg: 1, t: 5 }]],
      ['no anchor', [{ t: 'x' }]],
      ['two anchors', [{ pg: 1, sl: 1, t: 'x' }]],
      ['an unknown key (uncounted text)', [{ pg: 1, t: 'x', extra: 'hidden text' }]],
      ['page 0', [{ pg: 0, t: 'x' }]],
      ['a fractional page', [{ pg: 1.5, t: 'x' }]],
      ['a page given as text', [{ pg: '1', t: 'x' }]],
      ['chapter 0', [{ ch: 0, t: 'x' }]],
      ['a negative moment', [{ tm: -1, t: 'x' }]],
      ['a moment given as text', [{ tm: '12:34', t: 'x' }]],
      ['a moment that is not a number', [{ tm: null, t: 'x' }]],
      ['a moment and a page', [{ tm: 5, pg: 1, t: 'x' }]],
      ['a video without a moment', [{ pg: 1, yt: 'dQw4w9WgXcQ', t: 'x' }]],
      ['a video id of the wrong length', [{ tm: 5, yt: 'dQw4w9WgXc', t: 'x' }]],
      ['a video id with other characters', [{ tm: 5, yt: 'dQw4w9WgX/Q', t: 'x' }]],
      ['a video id that is not text', [{ tm: 5, yt: 12345678901, t: 'x' }]],
      ['a heading that is not text', [{ hd: 1, t: 'x' }]],
      ['a file name that is not text', [{ f: 1, pg: 1, t: 'x' }]],
    ])('refuses %s', async (_what, value) => {
      expect(await outcome(A, insert, [secondGuideOfA, JSON.stringify(value)])).toEqual(
        violates('study_guide_sources_passages_shape'),
      )
    })
  })
}
