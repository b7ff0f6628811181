/**
 * Share links through their functions, both ways (A's link and B's), shared by the RLS matrix on
 * PGlite (rls-matrix.test.ts) and on real PostgreSQL (rls-matrix.pg.test.ts), over the rows of
 * rls-cases.ts' addStudyRows: each guide of A and B has a link with a known token. Every case
 * rolls back.
 */
import { describe, expect, it } from 'vitest'
import { outcomeOfError, service, type Actor, type Outcome, type RunAs } from './actors'
import { A, B, actors, rowsOf, shareTokens } from './rls-cases'

const titles = { A: 'Cell Biology: Structure and Function', B: 'B guide' }
const read = 'select public.get_shared_guide($1) as guide'
const create = 'select public.create_guide_share($1) as token'
const save = 'select public.save_shared_guide($1) as id'
const revoke = 'delete from public.guide_shares where guide_id = $1'
const stop = 'select public.stop_guide_share($1)'
const shareOf = 'select 1 from public.guide_shares where guide_id = $1'

interface SharedGuide {
  title: string
  content: string
  source: unknown
  flashcard_sets: { title: string; cards: unknown[] }[]
}

export function defineShareTests(runAs: () => RunAs): void {
  const rows = <T>(actor: Actor, sql: string, params: unknown[] = []) =>
    runAs()(actor, async (query) => (await query(sql, params)).rows as T[])
  const outcome = (actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome> =>
    runAs()(actor, async (query) => {
      try {
        const result = await query(sql, params)
        return /^\s*select/i.test(sql) ? result.rows.length : result.count
      } catch (error) {
        return outcomeOfError(error)
      }
    })
  const sharedAs = async (actor: Actor, token: string) =>
    (await rows<{ guide: SharedGuide | null }>(actor, read, [token]))[0]!.guide

  describe('share links', () => {
    it.each([
      ['anon', 'A'],
      ['userB', 'A'],
      ['anon', 'B'],
      ['userA', 'B'],
    ] as const)(
      '%s reads %s’s guide through its link, and only its public fields',
      async (actor, owner) => {
        const guide = await sharedAs(actors[actor], shareTokens[owner])
        expect(guide).not.toBeNull()
        expect(Object.keys(guide!).sort()).toEqual(
          [
            'citations',
            'content',
            'created_at',
            'flashcard_sets',
            'kind',
            'source',
            'title',
          ].sort(),
        )
        expect(JSON.stringify(guide)).not.toContain(owner === 'A' ? A.id : B.id)
        expect(guide!.source).toEqual([{ pg: 1, t: 'Page one' }])
        expect(guide!.flashcard_sets).toEqual([
          {
            title: 'Cards',
            cards: [expect.objectContaining({ front: 'Q' })],
            created_at: expect.any(String),
          },
        ])
        expect(guide!.title).toBe(titles[owner])
      },
    )

    it.each([
      ['another token', 'c3'.repeat(32)],
      ['a token in capitals', shareTokens.A.toUpperCase()],
      ['a token that is not hex', 'zz'.repeat(32)],
      ['the stored hash itself', ''],
    ])('reads nothing with %s', async (_what, token) => {
      const guess =
        token ||
        (
          await rows<{ h: string }>(
            service,
            `select encode(token_hash, 'hex') as h from public.guide_shares where guide_id = $1`,
            [rowsOf.A.guide],
          )
        )[0]!.h
      expect(await sharedAs(actors.anon, guess)).toBeNull()
    })

    it('stores only a SHA-256 of the token', async () => {
      const [row] = await rows<{ matches: boolean }>(
        service,
        `select token_hash = sha256(decode($2, 'hex')) as matches from public.guide_shares where guide_id = $1`,
        [rowsOf.A.guide, shareTokens.A],
      )
      expect(row).toEqual({ matches: true })
    })

    it('lets only the owner create a link, which replaces the old one', async () => {
      expect(await outcome(actors.anon, create, [rowsOf.A.guide])).toEqual('denied')
      for (const other of [actors.userB, actors.admin])
        expect(await outcome(other, create, [rowsOf.A.guide])).toEqual({
          error: 'Only the owner of a guide can share it',
          code: '42501',
        })
      expect(await outcome(actors.userA, create, [rowsOf.B.guide])).toMatchObject({ code: '42501' })

      await runAs()(actors.userA, async (query) => {
        const { rows: made } = await query(create, [rowsOf.A.guide])
        const token = (made[0] as { token: string }).token
        // 32 random bytes as hex, never the same twice.
        expect(token).toMatch(/^[0-9a-f]{64}$/)
        const again = ((await query(create, [rowsOf.A.guide])).rows[0] as { token: string }).token
        expect(again).not.toBe(token)
        const readWith = async (t: string) =>
          ((await query(read, [t])).rows[0] as { guide: SharedGuide | null }).guide
        expect(await readWith(again)).toMatchObject({ source: [{ pg: 1, t: 'Page one' }] })
        expect(await readWith(token)).toBeNull()
        expect(await readWith(shareTokens.A)).toBeNull()
      })
    })

    it.each([
      ['A', 'userB'],
      ['B', 'userA'],
    ] as const)('%s’s link is revoked by its owner only', async (owner, other) => {
      const guide = rowsOf[owner].guide
      expect(await outcome(actors.anon, revoke, [guide])).toBe('denied')
      expect(await outcome(actors[other], revoke, [guide])).toBe(0)
      expect(await outcome(actors.admin, revoke, [guide])).toBe(0)
      await runAs()(actors[owner === 'A' ? 'userA' : 'userB'], async (query) => {
        expect((await query(revoke, [guide])).count).toBe(1)
        expect(
          ((await query(read, [shareTokens[owner]])).rows[0] as { guide: unknown }).guide,
        ).toBeNull()
      })
    })

    it.each([
      ['A', 'userA', 'userB'],
      ['B', 'userB', 'userA'],
    ] as const)(
      'stop_guide_share ends %s’s link for its owner only',
      async (owner, self, other) => {
        const guide = rowsOf[owner].guide
        expect(await outcome(actors.anon, stop, [guide])).toBe('denied')
        for (const someone of [actors[other], actors.admin]) {
          await runAs()(someone, async (query) => {
            await query(stop, [guide])
            await query('reset role')
            expect((await query(shareOf, [guide])).rows).toHaveLength(1)
          })
        }
        await runAs()(actors[self], async (query) => {
          await query(stop, [guide])
          expect((await query(shareOf, [guide])).rows).toHaveLength(0)
          expect(
            ((await query(read, [shareTokens[owner]])).rows[0] as { guide: unknown }).guide,
          ).toBeNull()
        })
      },
    )

    it('lets the owner see that a guide is shared, but not the token’s hash', async () => {
      expect(
        await outcome(
          actors.userA,
          'select created_at from public.guide_shares where guide_id = $1',
          [rowsOf.A.guide],
        ),
      ).toBe(1)
      expect(
        await outcome(
          actors.userA,
          'select token_hash from public.guide_shares where guide_id = $1',
          [rowsOf.A.guide],
        ),
      ).toBe('denied')
    })

    it('gives the copy to the signed-in caller, with its source and flashcard sets', async () => {
      expect(await outcome(actors.anon, save, [shareTokens.A])).toBe('denied')
      expect(await outcome(actors.userB, save, ['c3'.repeat(32)])).toEqual({
        error: 'This link is no longer shared.',
        code: 'P0002',
      })
      await runAs()(actors.userB, async (query) => {
        const id = ((await query(save, [shareTokens.A])).rows[0] as { id: string }).id
        // B reads the copy through RLS like any guide of theirs.
        const guide = (
          await query('select user_id, title from public.study_guides where id = $1', [id])
        ).rows
        expect(guide).toEqual([{ user_id: B.id, title: titles.A }])
        expect(
          (await query('select passages from public.study_guide_sources where guide_id = $1', [id]))
            .rows,
        ).toEqual([{ passages: [{ pg: 1, t: 'Page one' }] }])
        expect(
          (
            await query(
              'select user_id, title, schedule from public.flashcard_sets where study_guide_id = $1',
              [id],
            )
          ).rows,
        ).toEqual([{ user_id: B.id, title: 'Cards', schedule: {} }])
        // The copy is not shared, and the original is untouched.
        expect(
          (await query('select 1 from public.guide_shares where guide_id = $1', [id])).rows,
        ).toEqual([])
      })
    })

    it.each(['unit', 'exam'])(
      'saves a shared %s guide as a plain guide (its guides are the owner’s; the library lists it)',
      async (kind) => {
        await runAs()(actors.userA, async (query) => {
          await query('update public.study_guides set kind = $1 where id = $2', [
            kind,
            rowsOf.A.guide,
          ])
          await query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ sub: B.id, email: B.email, role: 'authenticated' }),
          ])
          const id = ((await query(save, [shareTokens.A])).rows[0] as { id: string }).id
          expect(
            (await query('select kind from public.study_guides where id = $1', [id])).rows,
          ).toEqual([{ kind: 'guide' }])
        })
      },
    )

    it('keeps the copy from the original’s owner', async () => {
      await runAs()(actors.userB, async (query) => {
        const id = ((await query(save, [shareTokens.A])).rows[0] as { id: string }).id
        await query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: A.id, email: A.email, role: 'authenticated' }),
        ])
        expect(
          (await query('select id from public.study_guides where id = $1', [id])).rows,
        ).toEqual([])
      })
    })
  })
}
