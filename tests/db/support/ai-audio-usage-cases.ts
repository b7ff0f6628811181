/**
 * The audio allowance of ai_usage (migration …_ai_audio_usage.sql), shared by the PGlite run
 * (ai-audio-usage.test.ts) and real PostgreSQL (ai-audio-usage.pg.test.ts): a chunk's seconds
 * are reserved only when they fit the day's limit, settled to what the provider reported, and
 * only the server may count. Every case rolls back.
 */
import { describe, expect, it } from 'vitest'
import { anon, ids, outcomeOfError, service, userActor, type RunAs } from './actors'

const A = userActor(ids.student, 'student@example.com')
const today = `(now() at time zone 'utc')::date`
const reserve = 'select allowed, used::integer from public.ai_usage_audio_reserve($1, $2, $3, $4)'
const settle = `select public.ai_usage_audio_settle($1, $2, ${today}, $3)`
const audioOf = `select audio_seconds::integer, audio_daily_limit::integer, tokens::integer from public.ai_usage where caller = $1 and day = ${today}`

export function defineAudioUsageTests(runAs: () => RunAs): void {
  it('reserves a chunk’s seconds while they fit the day’s limit, then refuses', async () => {
    // 180 minutes a day; chunks of 5 minutes (300 s): 36 fit, the 37th is refused.
    const result = await runAs()(service, async (query) => {
      const answers = []
      for (let n = 0; n < 37; n++)
        answers.push((await query(reserve, [ids.student, null, 300, 10_800])).rows[0])
      return { answers, row: (await query(audioOf, [ids.student])).rows[0] }
    })
    expect(result.answers.slice(0, 36).every((a) => (a as { allowed: boolean }).allowed)).toBe(true)
    expect(result.answers[36]).toEqual({ allowed: false, used: 10_800 })
    expect(result.row).toEqual({
      audio_seconds: 10_800,
      audio_daily_limit: 10_800,
      tokens: expect.any(Number),
    })
  })

  it('keeps audio apart from tokens, and refuses everything under a limit of 0', async () => {
    const visitor = 'f'.repeat(64)
    const result = await runAs()(service, async (query) => [
      (await query(reserve, [null, visitor, 1, 0])).rows[0],
      (await query(reserve, [ids.student, null, 60, 10_800])).rows[0],
      (await query(audioOf, [ids.student])).rows[0],
    ])
    expect(result[0]).toEqual({ allowed: false, used: 0 })
    expect(result[1]).toEqual({ allowed: true, used: 0 })
    // The student's tokens of the day are untouched by audio.
    expect(result[2]).toMatchObject({ audio_seconds: 60 })
  })

  it('settles a reservation to the duration reported, never below zero', async () => {
    const result = await runAs()(service, async (query) => {
      await query(reserve, [ids.student, null, 300, 10_800])
      await query(settle, [ids.student, null, -12])
      const after = (await query(audioOf, [ids.student])).rows[0]
      await query(settle, [ids.student, null, -5000])
      return [after, (await query(audioOf, [ids.student])).rows[0]]
    })
    expect(result).toMatchObject([{ audio_seconds: 288 }, { audio_seconds: 0 }])
  })

  describe('the browser counts nothing', () => {
    it('refuses the audio counting functions to students and anon', async () => {
      for (const [actor, sql, params] of [
        [A, reserve, [ids.student, null, 1, 10_800]],
        [anon, reserve, [null, 'f'.repeat(64), 1, 10_800]],
        [A, settle, [ids.student, null, -300]],
      ] as const) {
        const outcome = await runAs()(actor, async (query) => {
          try {
            await query(sql, [...params])
            return 'allowed'
          } catch (error) {
            return outcomeOfError(error)
          }
        })
        expect(outcome).toBe('denied')
      }
    })
  })
}
