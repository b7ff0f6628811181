import type { APIRequestContext, Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { e2eEnv } from './env'
import { GenerationPage, type UploadFile } from './generation'

/**
 * The long-documents e2e fixture (issue #16): a 60-page PDF of lectures whose every page has a
 * known topic and a coined marker word, so a test can tell which page any quoted text, request
 * or question came from; and the fake AI server's request log.
 */

export const PAGE_COUNT = 60

const TOPICS = [
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

/**
 * The page (1-60) a quoted piece of the lectures comes from: its '[page N]' tag, its lecture
 * number, else the longest topic or the marker it names; null when it names none.
 */
export function pageOf(quote: string): number | null {
  const tagged = /\[page (\d+)\]/.exec(quote) ?? /\blecture (\d+)\b/i.exec(quote)
  if (tagged?.[1]) return Number(tagged[1])
  let best: { page: number; length: number } | null = null
  for (let index = 0; index < PAGE_COUNT; index++) {
    for (const name of [TOPICS[index] ?? '', markerFor(index)]) {
      if (name && quote.includes(name) && name.length > (best?.length ?? 0))
        best = { page: index + 1, length: name.length }
    }
  }
  return best?.page ?? null
}

/** 1, 2 or 3: the third of the 60 pages a page is in. */
export const thirdOf = (page: number) => Math.ceil((page * 3) / PAGE_COUNT)

/** Words packed into lines short enough for an A4 page at 10 pt. */
function wrap(text: string, width = 95): string[] {
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

export async function longLecturePdf(name = 'sixty-lectures.pdf'): Promise<UploadFile> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let index = 0; index < PAGE_COUNT; index++) {
    const page = doc.addPage([595, 842])
    wrap(pageProse(index)).forEach((line, row) =>
      page.drawText(line, { x: 40, y: 790 - row * 14, size: 10, font }),
    )
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

export interface LoggedRequest {
  purpose: string
  at: number
  endedAt?: number
  aborted?: boolean
  promptTokens?: number
  body: { max_tokens?: number; messages: { role: string; content: string }[] }
}

export async function loggedRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  return (await response.json()) as LoggedRequest[]
}

/** The text of the last user message: the material a request carried. */
export const userText = (entry: LoggedRequest) =>
  entry.body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''

/** Whether a notes request merges notes (a condensing round) rather than reads a part. */
export const isMerge = (entry: LoggedRequest) => userText(entry).startsWith('Merge these notes')

export async function readLongPdf(page: Page, name: string) {
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await longLecturePdf(name)])
  await generation.generateFromFiles()
  return generation
}
