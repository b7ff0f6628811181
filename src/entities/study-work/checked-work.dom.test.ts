import { signInNewAccount, sql } from '@/testing/backend-fixtures'
import { failRequest } from '@/testing/msw-server'
import type { GuideCitation } from '@/study-engine/citations/check'
import { guideWork } from '@/entities/study-guide/guide-work'
import { fetchGuideCitations, reviseGuideCitations } from '@/entities/study-guide/source-api'
import { listUnsaved, retryUnsaved } from '@/entities/unsaved-work/unsaved-work'
import { keepCheckedWork, type WorkRecipe } from './checked-work'

/** A guide with one point; the local check found nothing, the second opinion finds page 1. */
const local: GuideCitation[] = [{ key: 'cells', citations: [{ status: 'not-found' }] }]
const judged: GuideCitation[] = [
  {
    key: 'cells',
    citations: [
      { status: 'verified', passage: 0, anchor: { kind: 'page', n: 1 }, marks: [[0, 13]] },
    ],
  },
]

interface Made {
  content: string
  citations: GuideCitation[]
}

function recipe(saved: boolean): WorkRecipe<Made, Made, GuideCitation[]> {
  return {
    make: (value) => value,
    rows: (made) =>
      saved
        ? guideWork(
            { title: 'Cells', content: made.content, originalText: 'Cells divide.' },
            {
              passages: [{ anchor: { kind: 'page', n: 1 }, text: 'Cells divide.' }],
              citations: made.citations,
            },
          ).work
        : null,
    revise: (made, citations) => ({ ...made, citations }),
    storeRevision: (workId, citations) => reviseGuideCitations(workId, citations),
    name: 'the test guide',
  }
}

/** A second opinion the test answers when it chooses. */
function laterOpinion() {
  let answer: (revision: GuideCitation[] | null) => void = () => {}
  const revised = new Promise<GuideCitation[] | null>((resolve) => (answer = resolve))
  return { revised, answer }
}

async function storedCitations(guideId: string): Promise<unknown> {
  const rows = await sql<{ citations: unknown }>(
    'select citations from public.study_guide_sources where guide_id = $1',
    [guideId],
  )
  return rows[0]?.citations
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('keepCheckedWork', () => {
  it('saves the work with the local verdicts, then writes the second opinion into its row', async () => {
    await signInNewAccount('Checked')
    const opinion = laterOpinion()
    const kept = await keepCheckedWork(
      {
        value: { content: '# Cells\n\nCells divide.', citations: local },
        revised: opinion.revised,
      },
      recipe(true),
    )
    expect(kept.outcome).toEqual({ saved: true, warnings: [] })
    const workId = kept.workId as string
    expect(await storedCitations(workId)).toEqual(local)

    opinion.answer(judged)
    expect(await kept.revised).toEqual({ content: kept.made.content, citations: judged })
    await vi.waitFor(async () => expect(await storedCitations(workId)).toEqual(judged))
  }, 30_000)

  it("reads the row's 'Checking…' back as 'checking' while this tab's reading is in flight, and as 'unchecked' once no answer can come", async () => {
    await signInNewAccount('Reading')
    const checking: GuideCitation[] = [
      { key: 'cells', citations: [{ status: 'not-found', ai: 'checking' }] },
    ]
    const opinion = laterOpinion()
    const kept = await keepCheckedWork(
      {
        value: { content: '# Cells\n\nCells divide.', citations: checking },
        revised: opinion.revised,
      },
      recipe(true),
    )
    const workId = kept.workId as string
    // The page reads the guide again (a refetch, the student coming back to it): still checking.
    expect(await fetchGuideCitations(workId)).toEqual(checking)

    // The reading failed: nothing will be written over 'checking', so it reads as unchecked.
    opinion.answer(null)
    expect(await kept.revised).toBeNull()
    expect(await fetchGuideCitations(workId)).toEqual([
      { key: 'cells', citations: [{ status: 'not-found', ai: 'unchecked' }] },
    ])
  }, 30_000)

  it('writes a second opinion that comes while the save has failed into the copy kept in the browser', async () => {
    const ada = await signInNewAccount('Kept')
    failRequest('POST', '/rest/v1/study_guides', { once: true })
    const opinion = laterOpinion()
    const kept = await keepCheckedWork(
      {
        value: { content: '# Cells\n\nCells divide.', citations: local },
        revised: opinion.revised,
      },
      recipe(true),
    )
    expect(kept.outcome).toMatchObject({ saved: false })
    opinion.answer(judged)
    await kept.revised
    const workId = kept.workId as string
    await vi.waitFor(async () => {
      const [waiting] = await listUnsaved(ada.id)
      expect(JSON.stringify(waiting?.inserts[1]?.row)).toContain('verified')
    })
    expect(await retryUnsaved(workId)).toEqual({ saved: true, warnings: [] })
    expect(await storedCitations(workId)).toEqual(judged)
  }, 30_000)

  it('keeps work without rows on screen only: nothing is saved, the revision is returned', async () => {
    const ada = await signInNewAccount('Shown')
    const kept = await keepCheckedWork(
      { value: { content: 'Cells divide.', citations: local }, revised: Promise.resolve(judged) },
      recipe(false),
    )
    expect(kept).toMatchObject({ workId: null, outcome: null })
    expect(await kept.revised).toEqual({ content: 'Cells divide.', citations: judged })
    expect(await sql('select id from public.study_guides where user_id = $1', [ada.id])).toEqual([])
  })

  it('returns null when the second opinion changed nothing', async () => {
    await signInNewAccount('Same')
    const kept = await keepCheckedWork(
      { value: { content: 'Cells divide.', citations: local }, revised: Promise.resolve(null) },
      recipe(false),
    )
    expect(await kept.revised).toBeNull()
  })
})
