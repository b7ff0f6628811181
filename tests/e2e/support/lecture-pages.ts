import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { UploadFile } from './generation'

/**
 * Lecture PDFs built in the test, one topic per page, each page naming a coined word no other
 * page shares: a test knows which page any point, question or card comes from (the long
 * documents and citations specs).
 */

export const TOPICS = [
  'glacial erosion',
  'coral reef ecology',
  'volcanic arcs',
  'river deltas',
  'desert dunes',
  'monsoon circulation',
  'ocean upwelling',
  'permafrost thaw',
  'karst landscapes',
  'estuary tides',
  'the Roman census',
  'medieval guilds',
  'the printing press',
  'Atlantic trade routes',
  'the steam engine',
  'early railways',
  'the telegraph',
  'public sanitation',
  'the cotton gin',
  'canal building',
  'supply and demand',
  'price elasticity',
  'comparative advantage',
  'central banking',
  'inflation targeting',
  'labour markets',
  'public goods',
  'tax incidence',
  'market failure',
  'game theory',
  'photosynthesis',
  'cellular respiration',
  'protein folding',
  'gene expression',
  'the immune response',
  'nerve impulses',
  'muscle contraction',
  'kidney filtration',
  'hormone signalling',
  'bone remodelling',
  'Newtonian motion',
  'conservation of energy',
  'wave interference',
  'electric circuits',
  'magnetic induction',
  'thermal expansion',
  'fluid pressure',
  'optical lenses',
  'radioactive decay',
  'orbital mechanics',
  'sonnet structure',
  'the tragic hero',
  'unreliable narrators',
  'satire in prose',
  'free verse',
  'the epistolary novel',
  'dramatic irony',
  'gothic settings',
  'stream of consciousness',
  'the chorus in drama',
]

const ONSETS = ['br', 'cl', 'dr', 'fl', 'gr', 'kl', 'pr', 'sk', 'tr', 'vl']
const MIDDLES = ['ava', 'eno', 'ira', 'olu', 'ume', 'yxo']

/** A coined word no page shares with another (and none contains another): 'Bravathite'. */
export function markerFor(index: number): string {
  const onset = ONSETS[index % ONSETS.length] ?? 'br'
  const middle = MIDDLES[Math.floor(index / ONSETS.length)] ?? 'ava'
  return `${onset.charAt(0).toUpperCase()}${onset.slice(1)}${middle}thite`
}

/**
 * About 1,200 characters of plain, varied prose on one topic, naming its marker word. Every
 * sentence names its page within its first 60 characters (the topic, the marker or the lecture
 * number), so a quiz question quoting any sentence tells which page it came from.
 */
export function pageProse(index: number): string {
  const topic = TOPICS[index] ?? `topic ${index + 1}`
  const marker = markerFor(index)
  return [
    `Lecture ${index + 1}: ${topic}.`,
    `This lecture introduces ${topic} and the term ${marker}, which the course uses for the central mechanism behind it.`,
    `Scholars first described ${topic} in careful field notes, and their early accounts still shape how the subject is taught today.`,
    `The key idea is that ${marker} links cause and effect: when one condition changes, the rest of the system responds in a predictable order.`,
    `Students often confuse ${topic} with neighbouring ideas, so it helps to list what it explains and what it leaves to other lectures.`,
    `A worked example on ${topic} follows the process step by step, from the first observation to the measured outcome and the conclusion.`,
    `Exam questions on ${topic} usually ask for a definition, one example, and a short explanation of why ${marker} matters in practice.`,
    `Remember that the evidence for ${topic} comes from several independent sources, which is why most textbooks treat it as well established.`,
    `In the seminar on ${topic} we compare two case studies and ask which features of ${marker} they share and where they differ in scale.`,
    `The reading list for lecture ${index + 1} gives one classic paper and one recent review; read the review first for the overall picture.`,
  ].join(' ')
}

/** Words packed into lines short enough for an A4 page at 10 pt. */
export function wrap(text: string, width = 95): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  if (line !== '') lines.push(line)
  return lines
}

/** A PDF of `pageCount` one-topic pages (page n holds pageProse(n - 1)). */
export async function lecturePagesPdf(name: string, pageCount: number): Promise<UploadFile> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let index = 0; index < pageCount; index++) {
    const page = doc.addPage([595, 842])
    wrap(pageProse(index)).forEach((line, row) =>
      page.drawText(line, { x: 40, y: 790 - row * 14, size: 10, font }),
    )
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}
