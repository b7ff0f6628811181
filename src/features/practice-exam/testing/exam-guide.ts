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

/**
 * A guide of prose sections only (no '**Term**: definition' lines, audit defect 11), its
 * material one page a section: its exam is asked of the engine section by section.
 */
export const proseGuideContent = `# Volcanoes

## How magma forms
Magma forms when rock in the mantle melts under falling pressure. Water lowers the melting point of the rock. The molten rock rises because it is less dense than the solid rock around it.

## Kinds of eruptions
Runny basalt lava flows far from the vent in quiet eruptions. Sticky rhyolite magma traps gas and explodes in violent eruptions. Ash clouds from violent eruptions can circle the planet.

## Living near volcanoes
Volcanic soil is rich in minerals and good for farming. Scientists watch ground swelling and gas release to warn people before an eruption.
`

export const proseGuidePassages = [
  {
    anchor: { kind: 'page' as const, n: 1 },
    text: 'Magma forms when rock in the mantle melts under falling pressure. Water lowers the melting point of the rock. The molten rock rises because it is less dense than the solid rock around it.',
  },
  {
    anchor: { kind: 'page' as const, n: 2 },
    text: 'Runny basalt lava flows far from the vent in quiet eruptions. Sticky rhyolite magma traps gas and explodes in violent eruptions. Ash clouds from violent eruptions can circle the planet.',
  },
  {
    anchor: { kind: 'page' as const, n: 3 },
    text: 'Volcanic soil is rich in minerals and good for farming. Scientists watch ground swelling and gas release to warn people before an eruption.',
  },
]
