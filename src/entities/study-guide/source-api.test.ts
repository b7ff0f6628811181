import { http, HttpResponse } from 'msw'
import { MAX_SOURCE_CHARS } from '@/config/limits'
import { AppError, messages } from '@/lib/errors'
import { sourceCharCount, type SourcePassage } from '@/lib/source'
import { createRestLog, REST_URL, selectRows } from '@/testing/fake-rest'
import { server } from '@/testing/msw-server'
import { fetchGuideSource, saveGuideSource } from './source-api'

const GUIDE = '00000000-0000-4000-8000-0000000000a1'
const OLD_GUIDE = '00000000-0000-4000-8000-0000000000a2'

/**
 * study_guide_sources behind msw, refusing what the migration's checks refuse (proved against
 * the real database in tests/db/guide-sources.test.ts) with PostgREST's error body.
 */
function fakeSourcesApi() {
  const rows: { guide_id: string; passages: unknown }[] = []
  const log = createRestLog()
  server.use(
    http.get(`${REST_URL}/study_guide_sources`, async ({ request }) => {
      await log.record(request, 'study_guide_sources')
      return log.failing('GET study_guide_sources') ?? HttpResponse.json(selectRows(rows, request))
    }),
    http.post(`${REST_URL}/study_guide_sources`, async ({ request }) => {
      const body = (await log.record(request, 'study_guide_sources')) as (typeof rows)[number]
      const failure = log.failing('POST study_guide_sources')
      if (failure) return failure
      const texts = (body.passages as { t: string }[]).map((p) => ({
        anchor: { kind: 'page', n: 1 } as const,
        text: p.t,
      }))
      if (sourceCharCount(texts) > MAX_SOURCE_CHARS) {
        return HttpResponse.json(
          {
            code: '23514',
            details: null,
            hint: null,
            message:
              'new row for relation "study_guide_sources" violates check constraint "study_guide_sources_char_limit"',
          },
          { status: 400 },
        )
      }
      rows.push(body)
      return new HttpResponse(null, { status: 201 })
    }),
  )
  return { rows, requests: log.requests, fail: log.fail }
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

const material: SourcePassage[] = [
  { file: 'biology.pdf', anchor: { kind: 'page', n: 12 }, text: 'Cells 🧬 divide.' },
  { file: 'deck.pptx', anchor: { kind: 'slide', n: 3 }, text: 'Mitosis' },
  { file: 'deck.pptx', anchor: { kind: 'slide-notes', n: 3 }, text: 'Ask about meiosis.' },
  { file: 'notes.docx', anchor: { kind: 'heading', heading: 'Energy' }, text: 'Energy\n\nATP.' },
  { file: 'notes.docx', anchor: { kind: 'paragraph', n: 1 }, text: 'Intro.' },
]

describe('saveGuideSource and fetchGuideSource', () => {
  it('keeps the passages compactly and reads them back as they were', async () => {
    const api = fakeSourcesApi()
    await saveGuideSource(GUIDE, material)
    expect(api.requests[0]?.body).toEqual({
      guide_id: GUIDE,
      passages: [
        { pg: 12, t: 'Cells 🧬 divide.', f: 'biology.pdf' },
        { sl: 3, t: 'Mitosis', f: 'deck.pptx' },
        { no: 3, t: 'Ask about meiosis.', f: 'deck.pptx' },
        { hd: 'Energy', t: 'Energy\n\nATP.', f: 'notes.docx' },
        { pa: 1, t: 'Intro.', f: 'notes.docx' },
      ],
    })
    expect(await fetchGuideSource(GUIDE)).toEqual(material)
    expect(api.requests[1]?.params.get('guide_id')).toBe(`eq.${GUIDE}`)
  })

  it('leaves the file out of a single file’s passages', async () => {
    const api = fakeSourcesApi()
    await saveGuideSource(GUIDE, [{ anchor: { kind: 'page', n: 1 }, text: 'Cells' }])
    expect(api.rows[0]?.passages).toEqual([{ pg: 1, t: 'Cells' }])
    expect(await fetchGuideSource(GUIDE)).toEqual([
      { anchor: { kind: 'page', n: 1 }, text: 'Cells' },
    ])
  })

  it('stores text PostgreSQL can hold: no NUL, no half of an emoji', async () => {
    const api = fakeSourcesApi()
    await saveGuideSource(GUIDE, [{ anchor: { kind: 'paragraph', n: 1 }, text: 'a\u0000b\ud83ec' }])
    expect(api.rows[0]?.passages).toEqual([{ pa: 1, t: 'ab\ufffdc' }])
  })

  it('answers null, without an error, for a guide saved before sources were kept', async () => {
    fakeSourcesApi()
    expect(await fetchGuideSource(OLD_GUIDE)).toBeNull()
  })

  it('answers null for a malformed guide id without asking the database', async () => {
    const api = fakeSourcesApi()
    expect(await fetchGuideSource('not-a-guide')).toBeNull()
    expect(api.requests).toHaveLength(0)
  })

  it('names the size and the limit when the database refuses too much material', async () => {
    fakeSourcesApi()
    const tooLong = [
      { anchor: { kind: 'page', n: 1 }, text: 'a'.repeat(2_345_000) },
      { anchor: { kind: 'page', n: 2 }, text: 'b'.repeat(678) },
    ] satisfies SourcePassage[]
    const error = await failure(saveGuideSource(GUIDE, tooLong))
    expect(error.message).toBe(
      'Your material is 2,345,678 characters long; the limit is 2,000,000 characters per study guide. Remove a file or split the material into two guides.',
    )
    expect(error.kind).toBe('validation')
  })

  it('says the material could not be saved or fetched on other failures', async () => {
    const api = fakeSourcesApi()
    api.fail('POST study_guide_sources')
    api.fail('GET study_guide_sources')
    expect((await failure(saveGuideSource(GUIDE, material))).message).toBe(messages.saveGuideSource)
    expect((await failure(fetchGuideSource(GUIDE))).message).toBe(messages.fetchGuideSource)
  })
})
