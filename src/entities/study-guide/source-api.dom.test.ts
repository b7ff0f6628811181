import type { GuideCitation } from '@/study-engine/citations/check'
import { messages } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { failRequest } from '@/testing/msw-server'
import {
  fetchGuideCitations,
  fetchGuideSource,
  fetchUnitGuideSource,
  saveGuideSource,
} from './source-api'
import { appErrorOf } from '@/testing/app-error'

/** A signed-in account's new guide, and what study_guide_sources holds for it. */
async function savedGuide() {
  const owner = await signInNewAccount('Ada')
  const guide = (await insertGuide(owner)).id
  const stored = async () =>
    (
      await sql<{ passages: unknown }>(
        'select passages from public.study_guide_sources where guide_id = $1',
        [guide],
      )
    )[0]?.passages
  return { guide, stored }
}

const SOURCES = '/rest/v1/study_guide_sources'

const material: SourcePassage[] = [
  { file: 'biology.pdf', anchor: { kind: 'page', n: 12 }, text: 'Cells 🧬 divide.' },
  { file: 'deck.pptx', anchor: { kind: 'slide', n: 3 }, text: 'Mitosis' },
  { file: 'deck.pptx', anchor: { kind: 'slide-notes', n: 3 }, text: 'Ask about meiosis.' },
  { file: 'notes.docx', anchor: { kind: 'heading', heading: 'Energy' }, text: 'Energy\n\nATP.' },
  { file: 'notes.docx', anchor: { kind: 'paragraph', n: 1 }, text: 'Intro.' },
]

describe('saveGuideSource and fetchGuideSource', () => {
  it('keeps the passages compactly and reads them back as they were', async () => {
    const { guide } = await savedGuide()
    await saveGuideSource(guide, material)
    expect(requestsTo(SOURCES, 'POST')[0]?.body).toEqual({
      guide_id: guide,
      passages: [
        { pg: 12, t: 'Cells 🧬 divide.', f: 'biology.pdf' },
        { sl: 3, t: 'Mitosis', f: 'deck.pptx' },
        { no: 3, t: 'Ask about meiosis.', f: 'deck.pptx' },
        { hd: 'Energy', t: 'Energy\n\nATP.', f: 'notes.docx' },
        { pa: 1, t: 'Intro.', f: 'notes.docx' },
      ],
    })
    expect(await fetchGuideSource(guide)).toEqual(material)
    expect(requestsTo(SOURCES, 'GET')[0]?.params.get('guide_id')).toBe(`eq.${guide}`)
  })

  it('leaves the file out of a single file’s passages', async () => {
    const { guide, stored } = await savedGuide()
    await saveGuideSource(guide, [{ anchor: { kind: 'page', n: 1 }, text: 'Cells' }])
    expect(await stored()).toEqual([{ pg: 1, t: 'Cells' }])
    expect(await fetchGuideSource(guide)).toEqual([
      { anchor: { kind: 'page', n: 1 }, text: 'Cells' },
    ])
  })

  it('stores text PostgreSQL can hold: no NUL, no half of an emoji', async () => {
    const { guide, stored } = await savedGuide()
    await saveGuideSource(guide, [{ anchor: { kind: 'paragraph', n: 1 }, text: 'a\u0000b\ud83ec' }])
    expect(await stored()).toEqual([{ pa: 1, t: 'ab\ufffdc' }])
  })

  it('answers null, without an error, for a guide saved before sources were kept', async () => {
    const { guide } = await savedGuide()
    expect(await fetchGuideSource(guide)).toBeNull()
  })

  it('answers null for a malformed guide id without asking the database', async () => {
    await savedGuide()
    expect(await fetchGuideSource('not-a-guide')).toBeNull()
    expect(requestsTo(SOURCES)).toHaveLength(0)
  })

  it('names the size and the limit when the database refuses too much material', async () => {
    const { guide, stored } = await savedGuide()
    const tooLong = [
      { anchor: { kind: 'page', n: 1 }, text: 'a'.repeat(2_345_000) },
      { anchor: { kind: 'page', n: 2 }, text: 'b'.repeat(678) },
    ] satisfies SourcePassage[]
    const error = await appErrorOf(saveGuideSource(guide, tooLong))
    expect(error.message).toBe(
      'Your material is 2,345,678 characters long; the limit is 2,000,000 characters per study guide. Remove a file or split the material into two guides.',
    )
    expect(error.kind).toBe('validation')
    expect(await stored()).toBeUndefined()
  })

  it('says the material could not be saved or fetched on other failures', async () => {
    const { guide } = await savedGuide()
    failRequest('POST', SOURCES)
    failRequest('GET', SOURCES)
    expect((await appErrorOf(saveGuideSource(guide, material))).message).toBe(
      messages.saveGuideSource,
    )
    expect((await appErrorOf(fetchGuideSource(guide))).message).toBe(messages.fetchGuideSource)
  })

  it('keeps the citations of the guide’s points with the source, and reads them on their own', async () => {
    const { guide } = await savedGuide()
    const citations: GuideCitation[] = [
      {
        key: 'cells divide',
        citations: [
          {
            status: 'verified',
            passage: 0,
            file: 'biology.pdf',
            anchor: { kind: 'page', n: 12 },
            marks: [[0, 16]],
          },
        ],
      },
      { key: 'made up', citations: [{ status: 'not-found' }] },
    ]
    await saveGuideSource(guide, material, citations)
    expect(await fetchGuideCitations(guide)).toEqual(citations)
    expect(requestsTo(SOURCES, 'GET')[0]?.params.get('select')).toBe('citations')
  })

  it('answers no citations for a guide without a source, or with a source saved without them', async () => {
    const { guide } = await savedGuide()
    expect(await fetchGuideCitations(guide)).toEqual([])
    await saveGuideSource(guide, material)
    expect(await fetchGuideCitations(guide)).toEqual([])
  })
})

describe('fetchUnitGuideSource', () => {
  it("reads a unit guide's material from its components, in the unit's order, each passage named by its guide", async () => {
    const owner = await signInNewAccount('Una')
    const cells = await insertGuide(owner, { title: 'Cells' })
    const energy = await insertGuide(owner, { title: 'Energy' })
    const old = await insertGuide(owner, { title: 'Before sources' })
    await saveGuideSource(cells.id, [{ anchor: { kind: 'page', n: 2 }, text: 'Cells divide.' }])
    await saveGuideSource(energy.id, material.slice(0, 2))
    const unit = await insertGuide(owner, {
      title: 'Unit',
      kind: 'unit',
      source_guide_ids: [energy.id, old.id, cells.id],
    })

    expect(await fetchUnitGuideSource(unit.id)).toEqual([
      { file: 'Energy — biology.pdf', anchor: { kind: 'page', n: 12 }, text: 'Cells 🧬 divide.' },
      { file: 'Energy — deck.pptx', anchor: { kind: 'slide', n: 3 }, text: 'Mitosis' },
      { file: 'Cells', anchor: { kind: 'page', n: 2 }, text: 'Cells divide.' },
    ])
    // A guide of its own kind is not a unit: its material is its own source, or none.
    expect(await fetchUnitGuideSource(cells.id)).toBeNull()
  })

  it('leaves out a component deleted since, and answers null when no component kept its material', async () => {
    const owner = await signInNewAccount('Una')
    const cells = await insertGuide(owner, { title: 'Cells' })
    const old = await insertGuide(owner, { title: 'Before sources' })
    await saveGuideSource(cells.id, [{ anchor: { kind: 'page', n: 2 }, text: 'Cells divide.' }])
    const unit = await insertGuide(owner, {
      title: 'Unit',
      kind: 'unit',
      source_guide_ids: [cells.id, old.id],
    })
    expect(await fetchUnitGuideSource(unit.id)).toHaveLength(1)
    await sql('delete from public.study_guides where id = $1', [cells.id])
    expect(await fetchUnitGuideSource(unit.id)).toBeNull()
  })
})
