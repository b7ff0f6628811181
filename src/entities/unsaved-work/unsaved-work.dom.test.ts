import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { MAX_EXAM_GUIDES_PER_USER, MAX_GUIDES_PER_USER } from '@/config/limits'
import { messages } from '@/lib/errors'
import { activateLanguage } from '@/lib/i18n/i18n'
import { currentToasts, toast } from '@/lib/toast'
import { signInNewAccount, sql } from '@/testing/backend-fixtures'
import { localBackend, requestsTo } from '@/testing/local-backend'
import { failRequest, server } from '@/testing/msw-server'
import { guideWork } from '@/entities/study-guide/guide-work'
import {
  listUnsaved,
  retryAllUnsaved,
  retryUnsaved,
  reviseStored,
  saveOrKeep,
  saveOrKeepShown,
  waitingMessage,
} from './unsaved-work'
import { keptMessage, shownWaitingMessage } from './unsaved-messages'

const newGuide = (title: string) =>
  guideWork(
    { title, content: `# ${title}\n\nCells divide.`, originalText: 'Cells divide.' },
    { passages: [{ anchor: { kind: 'paragraph', n: 1 }, text: 'Cells divide.' }] },
  ).work

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('waitingMessage', () => {
  it('counts each kind, singular and plural', () => {
    expect(waitingMessage([{ kind: 'study-guide' }])).toBe('1 study guide is waiting to be saved')
    expect(waitingMessage([{ kind: 'study-guide' }, { kind: 'study-guide' }])).toBe(
      '2 study guides are waiting to be saved',
    )
    expect(
      waitingMessage([
        { kind: 'quiz' },
        { kind: 'study-guide' },
        { kind: 'quiz' },
        { kind: 'flashcard-set' },
      ]),
    ).toBe('1 study guide, 2 quizzes and 1 flashcard set are waiting to be saved')
  })
})

describe('the waiting work in the interface language', () => {
  afterEach(() => activateLanguage('en'))

  it('counts each kind and quotes the titles in Spanish, as the language lists them', async () => {
    await activateLanguage('es')
    const works = [{ kind: 'quiz' }, { kind: 'study-guide' }, { kind: 'quiz' }] as const
    expect(shownWaitingMessage(works)).toBe(
      '1 guía de estudio y 2 cuestionarios están pendientes de guardar',
    )
    expect(shownWaitingMessage([{ kind: 'flashcard-set' }])).toBe(
      '1 juego de tarjetas está pendiente de guardar',
    )
    expect(keptMessage(['Células', 'Ósmosis'])).toBe(
      '«Células» y «Ósmosis» — guardado en este navegador.',
    )
  })

  it('says in German that the work could not be saved, and keeps the English word for word', async () => {
    await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guides')
    await saveOrKeepShown(newGuide('Zellen'))
    await activateLanguage('de')
    await saveOrKeepShown(newGuide('Osmose'))
    expect(currentToasts().map((toast) => toast.message)).toEqual([
      'Could not save your study guide.',
      'Dein Lernleitfaden konnte nicht gespeichert werden.',
    ])
    toast.clear()
  })

  it('keeps the English as it was', () => {
    const works = [{ kind: 'quiz' }, { kind: 'study-guide' }, { kind: 'flashcard-set' }] as const
    expect(shownWaitingMessage(works)).toBe(waitingMessage(works))
    expect(keptMessage(['Cells', 'Osmosis'])).toBe('“Cells”, “Osmosis” — kept in this browser.')
  })
})

describe('saveOrKeep', () => {
  it('refuses a guide over the account’s quota with the message, and does not keep it', async () => {
    const ada = await signInNewAccount('Quota')
    await sql(
      `insert into public.study_guides (user_id, title, content)
       select $1, 'Guide ' || n, 'x' from generate_series(1, $2::integer) as n`,
      [ada.id, MAX_GUIDES_PER_USER],
    )
    const outcome = await saveOrKeep(newGuide('One too many'))
    expect(outcome).toMatchObject({ saved: false, error: { message: messages.tooManyGuides } })
    expect(messages.tooManyGuides).toBe(
      'You have 5,000 study guides, the most one account can keep. Delete some to save new ones.',
    )
    expect(await listUnsaved(ada.id)).toEqual([])
  }, 30_000)

  it('saves a practice exam’s guide for an account at the guide limit; refuses one over the exams’ own limit with its message', async () => {
    const ada = await signInNewAccount('Exams')
    const fill = (kind: string, count: number) =>
      sql(
        `insert into public.study_guides (user_id, title, content, kind)
         select $1, 'Guide ' || n, 'x', $3 from generate_series(1, $2::integer) as n`,
        [ada.id, count, kind],
      )
    const examGuide = () =>
      guideWork({ title: 'Practice exam: A, B', content: '# A', originalText: '', kind: 'exam' })
        .work
    await fill('guide', MAX_GUIDES_PER_USER)
    expect(await saveOrKeep(examGuide())).toMatchObject({ saved: true })
    await fill('exam', MAX_EXAM_GUIDES_PER_USER - 1)
    const outcome = await saveOrKeep(examGuide())
    expect(outcome).toMatchObject({ saved: false, error: { message: messages.tooManyExamGuides } })
    expect(messages.tooManyExamGuides).toBe(
      "You have 1,000 practice exams on several guides, the most one account can keep. Pick guides you have taken a practice exam on together before, or delete one under 'Practice exams on several guides' in your library.",
    )
  }, 30_000)

  it('keeps work whose save failed in the browser until a retry stores it', async () => {
    const ada = await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guides', { once: true })
    const work = newGuide('Cells')
    const outcome = await saveOrKeep(work)
    expect(outcome).toMatchObject({
      saved: false,
      error: { message: 'Could not save your study guide.' },
    })
    expect(await listUnsaved(ada.id)).toEqual([
      expect.objectContaining({ id: work.id, kind: 'study-guide', title: 'Cells', userId: ada.id }),
    ])
    expect(await retryUnsaved(work.id)).toEqual({ saved: true, warnings: [] })
    expect(await listUnsaved(ada.id)).toEqual([])
    expect(
      await sql('select id, title from public.study_guides where user_id = $1', [ada.id]),
    ).toEqual([{ id: work.id, title: 'Cells' }])
  })

  it('counts a row stored by an attempt whose answer was lost as saved, without a second copy', async () => {
    const ada = await signInNewAccount('Ada')
    // The database stores the guide, then the answer is lost on the way back.
    server.use(
      http.post(
        `${LOCAL_SUPABASE_URL}/rest/v1/study_guides`,
        async ({ request }) => {
          await (await localBackend()).handle(request)
          return HttpResponse.json({ message: 'Bad gateway' }, { status: 502 })
        },
        { once: true },
      ),
    )
    const work = newGuide('Mitosis')
    expect(await saveOrKeep(work)).toMatchObject({ saved: false })
    const [retried] = await retryAllUnsaved()
    expect(retried).toEqual({ saved: true, warnings: [] })
    expect(await sql('select title from public.study_guides where user_id = $1', [ada.id])).toEqual(
      [{ title: 'Mitosis' }],
    )
    expect(requestsTo('/rest/v1/study_guide_sources', 'POST')).toHaveLength(1)
    expect(await listUnsaved(ada.id)).toEqual([])
  })

  it('saves the guide without its source when only the source fails, and says so', async () => {
    await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guide_sources')
    const work = newGuide('Meiosis')
    const outcome = await saveOrKeep(work)
    expect(outcome).toMatchObject({
      saved: true,
      warnings: [{ table: 'study_guide_sources', status: 500 }],
    })
  })

  it("shows each account only its own kept work, and saves it only under that account's session", async () => {
    const ada = await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guides', { once: true })
    await saveOrKeep(newGuide('Ada’s guide'))
    const bea = await signInNewAccount('Bea')
    expect(await listUnsaved(bea.id)).toEqual([])
    expect(await retryAllUnsaved()).toEqual([])
    expect(await listUnsaved(ada.id)).toHaveLength(1)
  })
})

describe('reviseStored', () => {
  const title = (id: string) => ({
    table: 'study_guides' as const,
    column: 'title',
    key: ['id', id] as const,
  })

  it('changes the column in the kept copy of work whose save failed, which is then saved so', async () => {
    const ada = await signInNewAccount('Kept')
    failRequest('POST', '/rest/v1/study_guides', { once: true })
    const work = newGuide('Cells')
    expect(await saveOrKeep(work)).toMatchObject({ saved: false })
    await reviseStored(work.id, title(work.id), 'Cells again', 'Failed')
    expect(requestsTo('/rest/v1/study_guides', 'PATCH')).toHaveLength(0)
    expect(await retryUnsaved(work.id)).toEqual({ saved: true, warnings: [] })
    expect(await sql('select title from public.study_guides where user_id = $1', [ada.id])).toEqual(
      [{ title: 'Cells again' }],
    )
  })

  it('changes the stored row of work that is no longer kept, keeping nothing in the browser', async () => {
    const ada = await signInNewAccount('Saved')
    const work = newGuide('Cells')
    expect(await saveOrKeep(work)).toMatchObject({ saved: true })
    await reviseStored(work.id, title(work.id), 'Cells again', 'Failed')
    expect(await sql('select title from public.study_guides where user_id = $1', [ada.id])).toEqual(
      [{ title: 'Cells again' }],
    )
    expect(await listUnsaved(ada.id)).toEqual([])
  })
})
