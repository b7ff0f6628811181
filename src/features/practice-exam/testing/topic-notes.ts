/**
 * Notes of four topics, each under its own heading line: the material the exam's tests generate a
 * guide from (the offline engine lists its definitions under Key Concepts and Definitions and
 * writes the topics as the Explanations' subsections).
 */
export const topicNotes = `Photosynthesis

Overview
Photosynthesis is the process by which plants, algae and some bacteria turn light energy into chemical energy stored in glucose. It takes place in the chloroplast, an organelle with two membranes and a system of flattened sacs called thylakoids. The overall equation is six carbon dioxide plus six water, with light, gives one glucose and six oxygen.

Light-dependent reactions
The light-dependent reactions happen in the thylakoid membrane. Chlorophyll absorbs red and blue light and passes excited electrons along the electron transport chain. Water is split by photolysis, which releases oxygen as a by-product. The energy of the electrons pumps protons into the thylakoid space, and ATP synthase uses the proton gradient to make ATP. NADP+ accepts electrons and becomes NADPH.

The Calvin cycle
The Calvin cycle takes place in the stroma and does not need light directly. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate. ATP and NADPH from the light reactions reduce the product to glyceraldehyde 3-phosphate, some of which leaves the cycle to build glucose and starch. The rest regenerates ribulose bisphosphate so the cycle can continue.

Limiting factors
The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature. At low light, adding light raises the rate; at high light, carbon dioxide becomes the limiting factor. High temperatures denature enzymes such as RuBisCO and lower the rate. Photorespiration happens when RuBisCO binds oxygen instead of carbon dioxide, which wastes energy; C4 and CAM plants reduce photorespiration by concentrating carbon dioxide.
`

/** The headings of its topics, as the guide's sections are named. */
export const topicNames = [
  'Overview',
  'Light-dependent reactions',
  'The Calvin cycle',
  'Limiting factors',
]

/**
 * Where each definition the offline engine writes from these notes belongs, labelled by hand from
 * the notes (the topic whose paragraph holds the definition's sentence), before any grouping was
 * measured against it.
 */
export const topicOfTerm: Record<string, string> = {
  'Carbon dioxide': 'Limiting factors',
  Light: 'Overview',
  Photosynthesis: 'Overview',
  Electrons: 'Light-dependent reactions',
  'Ribulose bisphosphate': 'The Calvin cycle',
  Cycle: 'The Calvin cycle',
  Energy: 'Limiting factors',
  Thylakoid: 'Light-dependent reactions',
}
