/**
 * Written answers labelled by hand, as a teacher would grade them against the guide's own
 * definitions, written before the key-term grader existed (so the labels are not fitted to it).
 * Each names the two terms its question asks about; the grade is the full answer's verdict.
 * Some are hard for a word grader on purpose: paraphrases with none of the material's words
 * ('powerhouse', 'sex cells') and wrong facts in the material's own words.
 */
export type LabelledGrade = 'Full marks' | 'Partly right' | 'Not yet'

export interface LabelledAnswer {
  terms: readonly [string, string]
  answer: string
  grade: LabelledGrade
}

const structures = ['Mitochondria', 'Ribosomes'] as const
const transport = ['Diffusion', 'Osmosis'] as const
const division = ['Mitosis', 'Meiosis'] as const

export const labelledAnswers: readonly LabelledAnswer[] = [
  {
    terms: structures,
    answer:
      'Mitochondria release energy from glucose by cellular respiration, and ribosomes build proteins out of amino acids.',
    grade: 'Full marks',
  },
  {
    terms: structures,
    answer: 'Mitochondria are where respiration releases the energy stored in glucose.',
    grade: 'Partly right',
  },
  { terms: structures, answer: 'Ribosomes make proteins from amino acids.', grade: 'Partly right' },
  { terms: structures, answer: 'They are both parts of a cell.', grade: 'Not yet' },
  {
    terms: structures,
    answer:
      'Mitochondria are the powerhouse of the cell that produce ATP, and ribosomes are where protein synthesis happens.',
    grade: 'Full marks',
  },
  {
    terms: structures,
    answer: 'Mitochondria store the genetic material and ribosomes control what enters the cell.',
    grade: 'Not yet',
  },
  {
    terms: transport,
    answer:
      'Diffusion is when particles move from a high concentration to a low concentration; osmosis is the diffusion of water through a partially permeable membrane.',
    grade: 'Full marks',
  },
  {
    terms: transport,
    answer: 'Osmosis is water moving across a membrane that is partially permeable.',
    grade: 'Partly right',
  },
  {
    terms: transport,
    answer: 'In diffusion, particles spread out from where there are many to where there are few.',
    grade: 'Partly right',
  },
  { terms: transport, answer: 'Both are about energy from glucose.', grade: 'Not yet' },
  {
    terms: transport,
    answer:
      'Diffusion moves particles down a gradient from high to low concentration, and osmosis is the same for water across a partially permeable membrane.',
    grade: 'Full marks',
  },
  {
    terms: transport,
    answer: 'Osmosis moves particles from low concentration to high concentration using energy.',
    grade: 'Not yet',
  },
  {
    terms: division,
    answer:
      'Mitosis makes two genetically identical daughter cells and meiosis makes four gametes with half the chromosomes.',
    grade: 'Full marks',
  },
  { terms: division, answer: 'Mitosis gives two identical daughter cells.', grade: 'Partly right' },
  {
    terms: division,
    answer: 'Meiosis produces gametes, four of them, each with half the number of chromosomes.',
    grade: 'Partly right',
  },
  { terms: division, answer: 'They are kinds of cell division.', grade: 'Not yet' },
  { terms: division, answer: 'Mitosis copies the cell.', grade: 'Not yet' },
]
