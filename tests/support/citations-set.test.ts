import { describe, expect, it } from 'vitest'
import {
  CONTRADICTION_KINDS,
  DOCUMENT_KINDS,
  countBy,
  loadCitationSet,
  validateCitationSet,
  type LabelledClaim,
  type SetDocument,
} from '../../bench/citations-set/load'
import { drawHeldOut } from '../../bench/citations-set/draw'
import { pythonRandom } from '../../bench/citations-set/python-random'

const set = loadCitationSet()

/** A deep copy of the set with one claim changed, for checking that the validator catches it. */
function withClaim(id: string, change: (claim: LabelledClaim) => LabelledClaim) {
  return {
    documents: set.documents,
    split: set.split,
    claims: set.claims.map((claim) => (claim.id === id ? change({ ...claim }) : claim)),
  }
}

const first = (predicate: (claim: LabelledClaim) => boolean) => {
  const claim = set.claims.find(predicate)
  if (!claim) throw new Error('no such claim in the set')
  return claim
}

describe('the labelled citation set', () => {
  it('is well-formed: known labels and kinds, existing pages, verbatim quotes, split covering every id once', () => {
    expect(validateCitationSet(set)).toEqual([])
  })

  it('holds at least 300 claims over at least 6 documents of every required kind', () => {
    expect(set.claims.length).toBeGreaterThanOrEqual(300)
    expect(set.documents.length).toBeGreaterThanOrEqual(6)
    const kinds = new Set(set.documents.map((doc) => doc.kind))
    // Transcripts and web pages are the second set's (below).
    const printed = DOCUMENT_KINDS.filter((kind) => kind !== 'transcript' && kind !== 'web-page')
    expect(printed.filter((kind) => !kinds.has(kind))).toEqual([])
    expect(set.documents.find((doc) => doc.kind === 'slides')?.anchor).toBe('slide')
  })

  it('has at least 40 claims of each contradiction kind and 40 wrong-page claims', () => {
    const byKind = countBy(set.claims, (claim) => claim.kind)
    for (const kind of [...CONTRADICTION_KINDS, 'wrong-page']) {
      expect(byKind[kind] ?? 0, kind).toBeGreaterThanOrEqual(40)
    }
  })

  it('covers negation and numbers in Spanish, French and German', () => {
    for (const language of ['es', 'fr', 'de']) {
      const kinds = new Set(
        set.claims.filter((claim) => claim.language === language).map((claim) => claim.kind),
      )
      expect(kinds.has('negation') && kinds.has('changed-number'), language).toBe(true)
    }
  })

  it('holds out a third of every label-and-kind stratum', () => {
    const heldOut = new Set(set.split.heldOut)
    const strata = countBy(set.claims, (claim) => `${claim.label}/${claim.kind}`)
    const held = countBy(
      set.claims.filter((claim) => heldOut.has(claim.id)),
      (claim) => `${claim.label}/${claim.kind}`,
    )
    for (const [stratum, size] of Object.entries(strata)) {
      expect(Math.abs((held[stratum] ?? 0) - size / 3), stratum).toBeLessThanOrEqual(1)
    }
  })
})

describe('the split', () => {
  it('shuffles as Python does (random.Random(20261125).shuffle, outputs taken from CPython 3)', () => {
    const random = pythonRandom(20261125)
    expect(random.shuffle(Array.from({ length: 10 }, (_, i) => i))).toEqual([
      2, 8, 6, 3, 9, 1, 4, 7, 5, 0,
    ])
    expect(random.shuffle(Array.from({ length: 300 }, (_, i) => i)).slice(0, 8)).toEqual([
      109, 262, 55, 28, 210, 68, 142, 58,
    ])
  })

  it('is the seeded draw its method describes, not only of the right sizes', () => {
    const [first, second] = set.split.seeds
    expect([first, second]).toEqual([20261125, 20261126])
    const drawn = drawHeldOut(set.claims, [first as number, second as number], set.split.laterDraw)
    expect([...set.split.heldOut].sort()).toEqual(drawn)
  })
})

describe('the citation set validator', () => {
  it('reports a quote that is not on its page', () => {
    const claim = first((c) => c.quote !== undefined)
    const broken = withClaim(claim.id, (c) => ({ ...c, quote: `${c.quote} (edited)` }))
    expect(validateCitationSet(broken)).toEqual([
      `claim ${claim.id}: quote is not verbatim on page ${claim.page}`,
    ])
  })

  it('reports a page the document does not have', () => {
    const claim = first((c) => c.label === 'contradicted')
    const broken = withClaim(claim.id, (c) => ({ ...c, page: 99, citedPage: 99 }))
    expect(validateCitationSet(broken)).toContain(`claim ${claim.id}: page 99 does not exist`)
  })

  it('reports a wrong-page claim that cites its own page, and a kind that does not fit the label', () => {
    const wrongPage = first((c) => c.kind === 'wrong-page')
    expect(
      validateCitationSet(withClaim(wrongPage.id, (c) => ({ ...c, citedPage: c.page }))),
    ).toContain(`claim ${wrongPage.id}: a wrong-page claim cites another page`)
    const negation = first((c) => c.kind === 'negation')
    expect(
      validateCitationSet(withClaim(negation.id, (c) => ({ ...c, label: 'supported' }))),
    ).toContain(`claim ${negation.id}: kind negation does not fit supported`)
  })

  it('reports a supported claim copied word for word from its page', () => {
    const claim = first((c) => c.kind === 'paraphrase' && c.quote !== undefined)
    const broken = withClaim(claim.id, (c) => ({ ...c, claim: c.quote ?? '' }))
    expect(validateCitationSet(broken)).toContain(
      `claim ${claim.id}: a supported claim is paraphrased, not copied from its page`,
    )
  })

  it('reports ids missing from the split or listed twice', () => {
    const [firstHeld, ...restHeld] = set.split.heldOut
    const broken = {
      ...set,
      split: {
        ...set.split,
        heldOut: restHeld,
        tuning: [...set.split.tuning, set.split.tuning[0]],
      },
    }
    expect(validateCitationSet(broken)).toEqual([
      `split: ${firstHeld} listed 0 times`,
      `split: ${set.split.tuning[0]} listed 2 times`,
    ])
  })
})

describe('the set of transcripts and web pages (bench/citations-set-lectures-web)', () => {
  const dir = new URL('../../bench/citations-set-lectures-web/', import.meta.url).pathname
  const lectures = loadCitationSet(dir)

  it('is well-formed: time-anchored transcripts and heading-anchored web pages, 60 claims', () => {
    expect(validateCitationSet(lectures)).toEqual([])
    expect(countBy(lectures.documents, (doc) => `${doc.kind}/${doc.anchor}`)).toEqual({
      'transcript/time': 2,
      'web-page/heading': 2,
    })
    expect(lectures.claims).toHaveLength(60)
    const supported = lectures.claims.filter((claim) => claim.label === 'supported').length
    expect(supported / 60).toBeGreaterThan(0.3)
    expect(supported / 60).toBeLessThan(0.4)
  })

  it('holds out the seeded draw of its method', () => {
    const [seed] = lectures.split.seeds
    const drawn = drawHeldOut(lectures.claims, [seed as number, seed as number], [])
    expect([...lectures.split.heldOut].sort()).toEqual(drawn)
  })

  it('reports a transcript passage that starts before the one before it, and a section without a heading', () => {
    const [transcript, talk, web] = lectures.documents as [SetDocument, SetDocument, SetDocument]
    const pages = transcript.pages.map((page, i) => (i === 1 ? { ...page, seconds: 0 } : page))
    const headless = web.pages.map((page, i) => (i === 0 ? { ...page, heading: '' } : page))
    const broken = {
      ...lectures,
      documents: [{ ...transcript, pages }, talk, { ...web, pages: headless }],
    }
    expect(validateCitationSet(broken).filter((problem) => problem.startsWith('document'))).toEqual(
      [
        'document 0: passage 2 has no start time after the one before',
        'document 2: section 1 has no heading',
      ],
    )
  })
})
