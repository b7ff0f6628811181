import type { SourcePassage } from '@/lib/source'
import type { Citation } from '@/lib/citation'
import { checkItems, type ClaimedItem } from './check'
import { handout } from './testing/biology-handout'

/**
 * The three verdicts on a three-page biology handout: each kind of contradiction the check
 * catches, the wrong page, a true quote under an item that says otherwise, and Spanish, French
 * and German negation and numbers.
 */
function verdict(item: ClaimedItem, source = handout): string {
  const [citations] = checkItems(source, [item]) as [Citation[]]
  const first = citations[0]!
  if (first.status === 'verified' || first.status === 'found' || first.status === 'contradicted')
    return `${first.status === 'contradicted' ? 'contradicted' : 'supported'} p${'n' in first.anchor ? first.anchor.n : '?'}`
  return first.status
}

/** A source of one page. */
const onePage = (text: string): SourcePassage[] => [{ anchor: { kind: 'page', n: 1 }, text }]

function conflicting(item: ClaimedItem, source = handout): string[] {
  const [citations] = checkItems(source, [item]) as [Citation[]]
  const first = citations[0]!
  if (first.status !== 'contradicted') return []
  const text = source[first.passage]!.text
  return first.marks.map(([start, end]) => text.slice(start, end))
}

describe('the verdict on an item', () => {
  it('supports a paraphrase on its page', () => {
    expect(
      verdict({ text: 'Mitochondria make ATP by cellular respiration.', claim: { ref: 'P1' } }),
    ).toBe('supported p1')
  })

  it('catches a negation flip, and marks the words that differ', () => {
    const item = {
      text: 'Mitochondria do not produce ATP through cellular respiration.',
      claim: { ref: 'P1' },
    }
    expect(verdict(item)).toBe('contradicted p1')
    expect(conflicting(item)).toEqual(['produce'])
    expect(
      verdict({ text: 'The cell membrane is not selectively permeable.', claim: { ref: 'P1' } }),
    ).toBe('contradicted p1')
  })

  it('catches an un-/in-/non- opposite', () => {
    const item = { text: 'The cell membrane is selectively impermeable.', claim: { ref: 'P1' } }
    expect(verdict(item)).toBe('contradicted p1')
    expect(conflicting(item)).toEqual(['permeable'])
  })

  it('catches swapped entities', () => {
    const item = {
      text: 'Ribosomes produce ATP through cellular respiration.',
      claim: { ref: 'P1' },
    }
    expect(verdict(item)).toBe('contradicted p1')
    expect(conflicting(item)).toEqual(['Mitochondria'])
  })

  it('catches a reversed direction', () => {
    const item = {
      text: 'In photosynthesis, energy flows from chemical bonds to light.',
      claim: { ref: 'P2' },
    }
    expect(verdict(item)).toBe('contradicted p2')
    expect(conflicting(item)).toEqual(['light', 'chemical'])
  })

  it('catches a changed outcome (an antonym in place of the word)', () => {
    const item = {
      text: 'During intense exercise, muscle cells lose lactate.',
      claim: { ref: 'P2' },
    }
    expect(verdict(item)).toBe('contradicted p2')
    expect(conflicting(item)).toEqual(['gain'])
  })

  it('catches changed numbers, dates and units', () => {
    expect(verdict({ text: 'A human cell has 48 chromosomes.', claim: { ref: 'P2' } })).toBe(
      'contradicted p2',
    )
    expect(conflicting({ text: 'A human cell has 48 chromosomes.', claim: { ref: 'P2' } })).toEqual(
      ['46'],
    )
    expect(
      verdict({ text: 'Mendel published his pea experiments in 1865.', claim: { ref: 'P3' } }),
    ).toBe('contradicted p3')
    expect(
      verdict({
        text: 'An adult heart pumps about 5 millilitres of blood per minute.',
        claim: { ref: 'P3' },
      }),
    ).toBe('contradicted p3')
    expect(
      verdict({
        text: 'An adult heart pumps about five litres of blood per minute.',
        claim: { ref: 'P3' },
      }),
    ).toBe('supported p3')
  })

  it('gives the right page when the item cites another one', () => {
    expect(
      verdict({ text: 'Chloroplasts capture the energy of light.', claim: { ref: 'P1' } }),
    ).toBe('supported p2')
  })

  it('never supports an item that says otherwise than its true quote', () => {
    const item = {
      text: 'The Clavathite is unrelated to coral reef ecology and was disproved.',
      claim: { ref: 'P3', quote: 'Coral reefs grow in warm, shallow water.' },
    }
    expect(verdict(item)).not.toMatch(/^supported/)
    const flipped = {
      text: 'Coral reefs do not grow in warm, shallow water.',
      claim: { ref: 'P3', quote: 'Coral reefs grow in warm, shallow water.' },
    }
    expect(verdict(flipped)).toBe('contradicted p3')
  })

  it('says not found for what the material does not say', () => {
    expect(
      verdict({ text: 'Lysosomes digest worn-out organelles with enzymes.', claim: { ref: 'P1' } }),
    ).toBe('not-found')
  })
})

describe('negations, movements and comparisons the words alone do not show', () => {
  const notes: SourcePassage[] = [
    {
      anchor: { kind: 'page', n: 1 },
      text: 'Early chemists did not understand why iron rusts. Water flows from the roots into the leaves. A bee is lighter than a hummingbird. Good design avoids vendor lock-in. Use a pencil instead of a pen on the answer sheet. Your time is worth more than your computer’s time. Schleiden studied plant tissue, and Schwann studied animal tissue. Monitoring reports the 95th-percentile response time. Cautious teams were slow to adopt the framework.',
    },
  ]
  const cite = (text: string) => ({ text, claim: { ref: 'P1' } })

  it('reads irregular forms as their verb: "understood" meets "did not understand"', () => {
    expect(verdict(cite('Early chemists understood why iron rusts.'), notes)).toBe(
      'contradicted p1',
    )
  })

  it('reads "avoids" and "instead of" as negations of what follows', () => {
    expect(verdict(cite('Good design seeks vendor lock-in.'), notes)).toBe('contradicted p1')
    expect(verdict(cite('Use a pen on the answer sheet.'), notes)).toBe('contradicted p1')
    expect(verdict(cite('Use a pencil, not a pen, on the answer sheet.'), notes)).toBe(
      'supported p1',
    )
  })

  it('catches a movement whose start and end are swapped', () => {
    expect(verdict(cite('Water flows from the leaves into the roots.'), notes)).toBe(
      'contradicted p1',
    )
    const fromTheEnd = cite('Water flows out of the stem from the leaves.')
    expect(verdict(fromTheEnd, notes)).toBe('contradicted p1')
    expect(conflicting(fromTheEnd, notes)).toEqual(['leaves'])
    expect(verdict(cite('Water moves into the leaves from the roots.'), notes)).toBe('supported p1')
  })

  it('reads a number that leads a compound, and "quick" against "slow"', () => {
    const changed = cite('Monitoring reports the 90th-percentile response time.')
    expect(verdict(changed, notes)).toBe('contradicted p1')
    expect(conflicting(changed, notes)).toEqual(['95th'])
    expect(verdict(cite('Cautious teams were quick to adopt the framework.'), notes)).toBe(
      'contradicted p1',
    )
  })

  it('counts a number the claim shares with a sentence as evidence it states the claim', () => {
    const survey: SourcePassage[] = [
      {
        anchor: { kind: 'page', n: 1 },
        text: 'The survey covered 412 farms in the valley. Farmers reported drought.',
      },
    ]
    expect(verdict(cite('Researchers visited 412 farms.'), survey)).toBe('supported p1')
  })

  it('catches two pairings crossed', () => {
    const crossed = cite('Schleiden studied animal tissue, and Schwann studied plant tissue.')
    expect(verdict(crossed, notes)).toBe('contradicted p1')
    expect(conflicting(crossed, notes)).toEqual(['plant', 'animal'])
    expect(verdict(cite('Schwann studied the tissue of animals.'), notes)).toBe('supported p1')
  })

  it('catches a near-copy that negates what its sentence states, and not a sentence that says more', () => {
    const contracts = onePage(
      'Contract ensures open source solutions are evaluated when technology choices are made. Fracastoro’s ideas were not widely accepted and would be largely forgotten until the 19th century. Data developed by third parties stays releasable and reusable at no cost to the public.',
    )
    const negated = cite(
      'Contracts do not need to ensure that open source solutions are evaluated when technology choices are made.',
    )
    expect(verdict(negated, contracts)).toBe('contradicted p1')
    expect(conflicting(negated, contracts)).toEqual(['ensures'])
    // One negation each side ('no cost') leaves the claim's second one unanswered.
    const twice = cite(
      'Data developed by third parties does not have to stay releasable and reusable at no cost to the public.',
    )
    expect(verdict(twice, contracts)).toBe('contradicted p1')
    expect(
      verdict(cite('Third-party data stays reusable at no cost to the public.'), contracts),
    ).toBe('supported p1')
    expect(
      verdict(cite('Fracastoro’s ideas were largely forgotten until the 19th century.'), contracts),
    ).toBe('supported p1')
  })

  it('reads "harder" against "easily" (an adverb turned to its adjective)', () => {
    const open = onePage('Building services in the open lets the public contribute easily.')
    const flipped = cite(
      'Building services in the open makes it harder for the public to contribute.',
    )
    expect(verdict(flipped, open)).toBe('contradicted p1')
    expect(conflicting(flipped, open)).toEqual(['easily'])
  })

  it('reads "until" against "after" and "previous" against "next"', () => {
    const loop = onePage(
      'The loop runs until the counter reaches ten. Each step reads the next record from the file.',
    )
    expect(verdict(cite('The loop runs after the counter reaches ten.'), loop)).toBe(
      'contradicted p1',
    )
    expect(verdict(cite('Each step reads the previous record from the file.'), loop)).toBe(
      'contradicted p1',
    )
    expect(verdict(cite('Every step reads the next record of the file.'), loop)).toBe(
      'supported p1',
    )
  })

  it('catches another unit of time named without a number', () => {
    const lab = onePage(
      'Students can plot a curve or smooth a signal in a few minutes. The lab group meets twice a week.',
    )
    const hours = cite('Students can plot a curve in a few hours.')
    expect(verdict(hours, lab)).toBe('contradicted p1')
    expect(conflicting(hours, lab)).toEqual(['minutes'])
    expect(verdict(cite('The lab group meets twice a day.'), lab)).toBe('contradicted p1')
    expect(verdict(cite('Students can smooth a signal within minutes.'), lab)).toBe('supported p1')
  })

  it('catches two things swapped between the clauses of a list', () => {
    const magics = onePage(
      'Useful magic functions are: • %cd to change the current directory. • %cpaste allows you to paste code, especially code copied from websites. • %timeit times a statement.',
    )
    const swapped = cite(
      '%cd lets you paste code copied from websites, while %cpaste changes the current directory.',
    )
    expect(verdict(swapped, magics)).toBe('contradicted p1')
    expect(conflicting(swapped, magics)).toEqual(['paste', 'change'])
    const paired = cite(
      '%cpaste lets you paste code copied from websites, while %cd changes the current directory.',
    )
    expect(verdict(paired, magics)).toBe('supported p1')
  })

  it('catches the two sides of a comparison swapped', () => {
    expect(verdict(cite('A hummingbird is lighter than a bee.'), notes)).toBe('contradicted p1')
    expect(verdict(cite('Bees are lighter than hummingbirds.'), notes)).toBe('supported p1')
    const moved = cite('Your computer’s time is worth more than yours.')
    expect(verdict(moved, notes)).toBe('contradicted p1')
    expect(conflicting(moved, notes)).toEqual(['computer’s'])
  })
})

describe('negation and numbers in Spanish, French and German material', () => {
  const spanish = onePage(
    'Python no incluye módulos científicos de serie. La biblioteca NumPy ofrece 12 tipos de datos numéricos. Octave y R son más baratos que Matlab.',
  )
  const french = onePage(
    "Le format CSV convient aux données tabulées. Le projet a duré 18 mois et n'a pas coûté cher.",
  )
  const german = onePage(
    'Bäckereien dürfen werktags ab 5 Uhr öffnen. Apotheken sind sonntags nicht geschlossen.',
  )

  it('Spanish', () => {
    expect(verdict({ text: 'Python incluye módulos científicos de serie.' }, spanish)).toBe(
      'contradicted p1',
    )
    expect(verdict({ text: 'Python no incluye de serie módulos científicos.' }, spanish)).toBe(
      'supported p1',
    )
    expect(verdict({ text: 'NumPy ofrece 14 tipos de datos numéricos.' }, spanish)).toBe(
      'contradicted p1',
    )
    // An opposite: 'caros' against 'baratos'.
    expect(verdict({ text: 'Octave y R son más caros que Matlab.' }, spanish)).toBe(
      'contradicted p1',
    )
    // Two tools swapped between the items of a list that also names them in its links.
    const tools = onePage(
      '• Matplotlib : visualización bidimensional, http://matplotlib.org • Mayavi : visualización tridimensional, http://mayavi.org',
    )
    expect(
      verdict(
        {
          text: 'Mayavi ofrece visualización bidimensional y Matplotlib visualización tridimensional.',
        },
        tools,
      ),
    ).toBe('contradicted p1')
    expect(
      verdict(
        {
          text: 'Matplotlib ofrece visualización bidimensional y Mayavi visualización tridimensional.',
        },
        tools,
      ),
    ).toBe('supported p1')
  })

  it('French', () => {
    expect(verdict({ text: 'Le format CSV ne convient pas aux données tabulées.' }, french)).toBe(
      'contradicted p1',
    )
    expect(verdict({ text: 'Le projet a duré 16 mois.' }, french)).toBe('contradicted p1')
    expect(verdict({ text: 'Le projet a duré dix-huit mois.' }, french)).toBe('supported p1')
    expect(verdict({ text: 'Le projet a duré 18 semaines.' }, french)).toBe('contradicted p1')
  })

  it('German', () => {
    expect(verdict({ text: 'Apotheken sind sonntags geschlossen.' }, german)).toBe(
      'contradicted p1',
    )
    expect(verdict({ text: 'Bäckereien dürfen werktags ab 6 Uhr öffnen.' }, german)).toBe(
      'contradicted p1',
    )
    expect(verdict({ text: 'Bäckereien dürfen werktags ab 5 Uhr öffnen.' }, german)).toBe(
      'supported p1',
    )
  })
})

describe('a card that names its term in another number than its page (issue 44)', () => {
  const cells: SourcePassage[] = [
    { anchor: { kind: 'page', n: 1 }, text: 'Cells are the basic units of life.' },
    {
      anchor: { kind: 'page', n: 2 },
      text: 'Mitochondria are the organelles that produce ATP. Ribosomes build proteins from amino acids.',
    },
  ]
  const card = 'mitochondrion The organelle that produces ATP.'

  it('is supported by the page that says it, cited or not', () => {
    expect(verdict({ text: card, claim: { ref: 'P2' } }, cells)).toBe('supported p2')
    expect(
      verdict(
        {
          text: card,
          claim: { ref: 'P2', quote: 'Mitochondria are the organelles that produce ATP.' },
        },
        cells,
      ),
    ).toBe('supported p2')
    expect(verdict({ text: card }, cells)).toBe('supported p2')
  })

  it('is supported where organelles, ATP and producing are on every page (WordNet’s plurals)', () => {
    const handout: SourcePassage[] = [
      'Every cell holds organelles, and organelles produce proteins, lipids and ATP.',
      'Mitochondria are the organelles that produce ATP. They have two membranes.',
      'Chloroplasts are organelles that produce sugar, which cells burn for ATP.',
      'Ribosomes are organelles that produce proteins. Muscles use ATP to contract.',
    ].map((text, i) => ({ anchor: { kind: 'page', n: i + 1 }, text }))
    expect(verdict({ text: card, claim: { ref: 'P2' } }, handout)).toBe('supported p2')
    expect(verdict({ text: card }, handout)).toBe('supported p2')
  })
})
