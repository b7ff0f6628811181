/** Pasted notes, and a guide whose one point they state in other words. */
export const mitochondriaNotes =
  'Mitochondria are the powerhouse of the cell. They release energy from glucose through respiration.'

/** The point's words are not all the notes', so the app's own check cannot settle it. */
export const paraphrasedGuide = [
  '# Cell Energy',
  '',
  '## Key Concepts',
  '- **Energy**: mitochondria release the energy held in glucose by respiration [P1]',
  '',
].join('\n')
