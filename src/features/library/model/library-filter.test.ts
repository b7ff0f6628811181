import { toGuideSummary, toStudyGuide, type GuideSummary } from '@/entities/study-guide/study-guide'
import { plainPreview, readingMinutes } from './notebook-text'
import { applyLibraryFilter, DEFAULT_FILTER, indexTitles, isFilterActive } from './library-filter'
import {
  buildCombinedInput,
  buildUnitContent,
  unitTitleOrDefault,
} from '@/entities/study-guide/unit-guide'

function summary(
  title: string,
  createdAt: string,
  kind: GuideSummary['kind'] = 'guide',
): GuideSummary {
  return {
    id: title,
    title,
    createdAt,
    kind,
    coverColor: 'from-blue-400 to-blue-600',
    sourceGuideIds: [],
    preview: '',
    contentLength: 0,
  }
}

const guides = [
  summary('beta', '2026-11-03T00:00:00Z'),
  summary('Alpha', '2026-11-01T00:00:00Z', 'unit'),
  summary('Gamma 10', '2026-11-02T00:00:00Z', 'combined'),
  summary('Gamma 9', '2026-11-04T00:00:00Z'),
]

describe('applyLibraryFilter', () => {
  it('matches a trimmed, case-insensitive query anywhere in the title', () => {
    expect(
      applyLibraryFilter(guides, { ...DEFAULT_FILTER, query: '  GAM ' }).map((g) => g.title),
    ).toEqual(['Gamma 9', 'Gamma 10'])
    expect(applyLibraryFilter(guides, { ...DEFAULT_FILTER, query: 'zzz' })).toEqual([])
  })

  it('sorts newest, oldest and by title (numbers in natural order)', () => {
    expect(applyLibraryFilter(guides, DEFAULT_FILTER).map((g) => g.title)).toEqual([
      'Gamma 9',
      'beta',
      'Gamma 10',
      'Alpha',
    ])
    expect(
      applyLibraryFilter(guides, { ...DEFAULT_FILTER, sort: 'oldest' }).map((g) => g.title),
    ).toEqual(['Alpha', 'Gamma 10', 'beta', 'Gamma 9'])
    expect(
      applyLibraryFilter(guides, { ...DEFAULT_FILTER, sort: 'title' }).map((g) => g.title),
    ).toEqual(['Alpha', 'beta', 'Gamma 9', 'Gamma 10'])
  })

  it('filters by kind', () => {
    expect(
      applyLibraryFilter(guides, { ...DEFAULT_FILTER, kind: 'guides' }).map((g) => g.title),
    ).toEqual(['Gamma 9', 'beta'])
    expect(
      applyLibraryFilter(guides, { ...DEFAULT_FILTER, kind: 'unit' }).map((g) => g.title),
    ).toEqual(['Alpha'])
    expect(
      applyLibraryFilter(guides, { ...DEFAULT_FILTER, kind: 'combined' }).map((g) => g.title),
    ).toEqual(['Gamma 10'])
  })

  it('uses a precomputed title index and never mutates its input', () => {
    const copy = [...guides]
    applyLibraryFilter(guides, { query: 'a', kind: 'all', sort: 'title' }, indexTitles(guides))
    expect(guides).toEqual(copy)
  })

  it('reports whether kind or sort differ from the defaults', () => {
    expect(isFilterActive({ ...DEFAULT_FILTER, query: 'x' })).toBe(false)
    expect(isFilterActive({ ...DEFAULT_FILTER, sort: 'title' })).toBe(true)
  })
})

describe('guide rows and reading time', () => {
  it('reading time is the content length / 1000, rounded up', () => {
    expect(readingMinutes(0)).toBe(0)
    expect(readingMinutes(1)).toBe(1)
    expect(readingMinutes(1000)).toBe(1)
    expect(readingMinutes(1001)).toBe(2)
  })

  it('shows the preview without markdown markers', () => {
    expect(
      plainPreview('# Cells\n\n## Overview\n- **Nucleus**: holds `DNA`\n1. first | second'),
    ).toBe('Cells Overview Nucleus: holds DNA first second')
    expect(plainPreview('well-known re-use')).toBe('well-known re-use')
  })

  it('maps rows to camelCase, defaulting an unknown cover and kind', () => {
    expect(
      toGuideSummary({
        id: 'a',
        t: 'T',
        c: 'bogus',
        d: 'x',
        k: 'weird',
        s: null,
        p: null,
        n: null,
      }),
    ).toEqual({
      id: 'a',
      title: 'T',
      coverColor: 'from-blue-400 to-blue-600',
      createdAt: 'x',
      kind: 'guide',
      sourceGuideIds: [],
      preview: '',
      contentLength: 0,
    })
    const row = { id: 'a', title: 'T', cover_color: 'bogus', created_at: 'x', kind: 'weird' }
    const unit = toStudyGuide({
      ...row,
      content: 'c',
      original_text: null,
      kind: 'unit',
      source_guide_ids: ['b', 'c'],
    })
    expect(unit).toMatchObject({ isUnitGuide: true, originalText: '', sourceGuideIds: ['b', 'c'] })
    expect(
      toStudyGuide({ ...row, content: 'c', original_text: 'o', kind: 'unit', source_guide_ids: [] })
        .isUnitGuide,
    ).toBe(false)
  })
})

describe('unit and combined inputs', () => {
  const sources = [
    { title: 'One', content: ' First content \n', originalText: 'first original' },
    { title: 'Two', content: 'Second content', originalText: '   ' },
  ]

  it('concatenates contents under each title with separators', () => {
    expect(buildUnitContent(sources)).toBe(
      '# One\n\nFirst content\n\n---\n\n# Two\n\nSecond content',
    )
  })

  it('gives a component that opens with its own title heading that title once', () => {
    const titled = [
      { title: 'Cells', content: '# Cells\n\n## Overview\nCells are…', originalText: '' },
    ]
    expect(buildUnitContent(titled)).toBe('# Cells\n\n## Overview\nCells are…')
  })

  it('sends original texts, or the content when there is none', () => {
    expect(buildCombinedInput('Unit', sources)).toEqual({
      title: 'Unit',
      guides: [
        { title: 'One', content: 'first original' },
        { title: 'Two', content: 'Second content' },
      ],
    })
  })

  it('falls back to the default title when blank', () => {
    expect(unitTitleOrDefault('  ', 'Unit Study Guide')).toBe('Unit Study Guide')
    expect(unitTitleOrDefault(' Mine ', 'Unit Study Guide')).toBe('Mine')
  })
})
