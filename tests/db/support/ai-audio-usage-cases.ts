/**
 * The audio and speech allowances of ai_usage (migrations …_ai_audio_usage.sql and
 * …_ai_speech_usage.sql), shared by the PGlite run (ai-audio-usage.test.ts) and real PostgreSQL
 * (ai-audio-usage.pg.test.ts): a chunk's seconds or a line's characters are reserved only when
 * they fit the day's limit, settled to what was used, and only the server may count. Every case
 * rolls back.
 */
import { describe, expect, it } from 'vitest'
import { anon, ids, outcomeOfError, service, userActor, type RunAs } from './actors'

const A = userActor(ids.student, 'student@example.com')
const today = `(now() at time zone 'utc')::date`
const reserve = 'select allowed, used::integer from public.ai_usage_audio_reserve($1, $2, $3, $4)'
const settle = `select public.ai_usage_audio_settle($1, $2, ${today}, $3)`
const reserveMeter =
  'select allowed, used::integer from public.ai_usage_meter_reserve($1, $2, $3, $4, $5)'
const settleMeter = `select public.ai_usage_meter_settle($1, $2, $3, ${today}, $4)`
const speechOf = `select speech_characters::integer, speech_daily_limit::integer, audio_seconds::integer from public.ai_usage where caller = $1 and day = ${today}`
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

  describe('speech characters (the meter of /audio/speech)', () => {
    it('reserves a line’s characters while they fit, apart from audio, then refuses', async () => {
      // 100,000 characters a day; lines of 30,000: three fit, the fourth is refused.
      const result = await runAs()(service, async (query) => {
        await query(reserve, [ids.student, null, 60, 10_800])
        const answers = []
        for (let n = 0; n < 4; n++)
          answers.push(
            (await query(reserveMeter, [ids.student, null, 'speech', 30_000, 100_000])).rows[0],
          )
        return { answers, row: (await query(speechOf, [ids.student])).rows[0] }
      })
      expect(result.answers).toEqual([
        { allowed: true, used: 0 },
        { allowed: true, used: 30_000 },
        { allowed: true, used: 60_000 },
        { allowed: false, used: 90_000 },
      ])
      expect(result.row).toEqual({
        speech_characters: 90_000,
        speech_daily_limit: 100_000,
        audio_seconds: 60,
      })
    })

    it('refuses an anonymous visitor under a limit of 0, and settles never below zero', async () => {
      const visitor = 'e'.repeat(64)
      const result = await runAs()(service, async (query) => {
        const refused = (await query(reserveMeter, [null, visitor, 'speech', 1, 0])).rows[0]
        await query(reserveMeter, [ids.student, null, 'speech', 500, 100_000])
        await query(settleMeter, [ids.student, null, 'speech', -200])
        const after = (await query(speechOf, [ids.student])).rows[0]
        await query(settleMeter, [ids.student, null, 'speech', -5000])
        return [refused, after, (await query(speechOf, [ids.student])).rows[0]]
      })
      expect(result).toMatchObject([
        { allowed: false, used: 0 },
        { speech_characters: 300 },
        { speech_characters: 0 },
      ])
    })

    it('refuses a meter there is none of, and a negative amount', async () => {
      for (const params of [
        [ids.student, null, 'tokens', 1, 100],
        [ids.student, null, 'speech', -1, 100],
      ]) {
        const outcome = await runAs()(service, async (query) => {
          try {
            await query(reserveMeter, params)
            return 'allowed'
          } catch (error) {
            return outcomeOfError(error)
          }
        })
        expect(outcome).toMatchObject({ code: '22023' })
      }
    })

    it('refuses the meter functions to students and anon', async () => {
      for (const [actor, sql, params] of [
        [A, reserveMeter, [ids.student, null, 'speech', 1, 100_000]],
        [anon, reserveMeter, [null, 'f'.repeat(64), 'speech', 1, 100_000]],
        [A, settleMeter, [ids.student, null, 'speech', -300]],
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
