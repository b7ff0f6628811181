/**
 * A guide of three sections of definitions, the material the practice exam's tests build their
 * exams from (unit and component tests alike).
 */
export const examGuideContent = `# Cells and Transport

## Overview
Cells are the basic units of life.

## Cell Structures
- **Mitochondria**: organelles that release energy from glucose through cellular respiration.
- **Ribosomes**: structures that assemble proteins from amino acids.
- **Nucleus**: the organelle that stores the cell's genetic material.

## Transport
- **Diffusion**: the movement of particles from high concentration to low concentration.
- **Osmosis**: the diffusion of water across a partially permeable membrane.
- **Active transport**: movement against a concentration gradient that uses energy from respiration.

## Cell Division
- **Mitosis**: division that produces two genetically identical daughter cells.
- **Meiosis**: division that produces four gametes with half the chromosomes.

## Summary
Structures, transport and division are the three topics of this unit.
`

/** The guide's material: one page a section, as the citation check reads it. */
export const examGuidePassages = [
  { anchor: { kind: 'page' as const, n: 1 }, text: 'Cells are the basic units of life.' },
  {
    anchor: { kind: 'page' as const, n: 2 },
    text: 'Mitochondria are organelles that release energy from glucose through cellular respiration. Ribosomes are structures that assemble proteins from amino acids. The nucleus is the organelle that stores the genetic material of the cell.',
  },
  {
    anchor: { kind: 'page' as const, n: 3 },
    text: 'Diffusion is the movement of particles from high concentration to low concentration. Osmosis is the diffusion of water across a partially permeable membrane. Active transport is movement against a concentration gradient that uses energy from respiration.',
  },
  {
    anchor: { kind: 'page' as const, n: 4 },
    text: 'Mitosis is a division that produces two genetically identical daughter cells. Meiosis is a division that produces four gametes with half the chromosomes.',
  },
]
