import { checkItems } from '../src/study-engine/citations/check'
const pages = [
  'Cell biology. Cells are the basic units of life. The nucleus holds the genetic material and controls the cell.',
  'Mitochondria are the organelles that produce ATP.',
]
const source = pages.map((text, i) => ({ anchor: { kind: 'page' as const, n: i + 1 }, text }))
const texts = ['mitochondrion The organelle that produces ATP.', 'mitochondrion\nThe organelle that produces ATP.', 'mitochondrion — The organelle that produces ATP.']
for (const text of texts)
for (const claim of [undefined, { ref: 'P2' }, { ref: 'P2', quote: 'The organelle that produces ATP.' }, { ref: 'P1' }, {quote: 'mitochondrion'}])
  console.log(JSON.stringify(text.slice(0,16)), JSON.stringify(claim), JSON.stringify(checkItems(source, [{ text, claim }])[0]))
