import type { SourcePassage } from '@/lib/source'

/**
 * A three-page biology handout: one fact a sentence, with names, directions, outcomes, counts,
 * dates and units for items to state or contradict.
 */
export const handout: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 1 },
    text: 'Mitochondria produce ATP through cellular respiration. Ribosomes build proteins from amino acids. The cell membrane is selectively permeable.',
  },
  {
    anchor: { kind: 'page', n: 2 },
    text: 'In photosynthesis, energy flows from light to chemical bonds. Chloroplasts capture light energy. During intense exercise, muscle cells gain lactate. A human cell has 46 chromosomes.',
  },
  {
    anchor: { kind: 'page', n: 3 },
    text: 'Coral reefs grow in warm, shallow water. Reef-building corals host algae that feed them sugars. Mendel published his pea experiments in 1866. An adult heart pumps about 5 litres of blood per minute.',
  },
]
