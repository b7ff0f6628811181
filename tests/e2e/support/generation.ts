/**
 * Page object and fixtures for the generation e2e specs: PDF (pdf-lib) and PPTX (pptxgenjs)
 * files built in the test, the upload and paste sections, and the fake AI server's controls.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import PptxGenJS from 'pptxgenjs'
import { e2eEnv } from './env'

export interface UploadFile {
  name: string
  mimeType: string
  buffer: Buffer
}

export const pdfPages = [
  [
    'Cell Biology Lecture 3: The Cell Membrane',
    'The plasma membrane is a phospholipid bilayer with embedded proteins.',
    'Cholesterol keeps the membrane fluid across temperatures.',
  ],
  [
    'Transport across the membrane',
    'Passive diffusion moves small molecules down their concentration gradient.',
    'Active transport uses ATP to pump ions against their gradient.',
  ],
]

export const slides = [
  {
    title: 'Osmosis',
    bullets: [
      'Water crosses a semi-permeable membrane',
      'It moves toward higher solute concentration',
    ],
  },
  {
    title: 'Tonicity',
    bullets: [
      'Hypotonic solutions make animal cells swell',
      'Hypertonic solutions make them shrink',
    ],
  },
]

export async function lecturePdf(name = 'membrane-lecture.pdf'): Promise<UploadFile> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pdfPages) {
    const page = doc.addPage([595, 842])
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }),
    )
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

export async function lectureSlides(name = 'osmosis-slides.pptx'): Promise<UploadFile> {
  const pptx = new PptxGenJS()
  for (const spec of slides) {
    const slide = pptx.addSlide()
    slide.addText(spec.title, { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 28 })
    slide.addText(
      spec.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
      { x: 0.5, y: 1.5, w: 9, h: 3 },
    )
  }
  const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: bytes,
  }
}

export const sampleNotes =
  'Enzymes are biological catalysts made of protein. They lower the activation energy of reactions. ' +
  'Each enzyme has an active site that binds a specific substrate, like a lock and key. ' +
  'Temperature and pH change the shape of the active site and so the rate of reaction.'

export class GenerationPage {
  readonly upload: Locator
  readonly paste: Locator

  constructor(readonly page: Page) {
    this.upload = page.getByRole('region', { name: 'Upload your materials' })
    this.paste = page.getByRole('region', { name: 'Paste your notes' })
  }

  async addFiles(files: UploadFile[]) {
    await this.upload.getByLabel(/choose files/i).setInputFiles(files)
    const list = this.upload.getByRole('list', { name: 'Uploaded files' })
    for (const file of files) {
      await expect(list.getByRole('listitem').filter({ hasText: file.name })).toContainText(
        /characters extracted/,
        {
          timeout: 20_000,
        },
      )
    }
  }

  async generateFromFiles() {
    await this.upload.getByRole('button', { name: 'Generate Study Guide from Files' }).click()
  }

  async fillNotes(notes: string, title?: string) {
    if (title !== undefined) await this.paste.getByLabel('Title (optional)').fill(title)
    await this.paste.getByLabel('Notes').fill(notes)
  }

  async generateFromNotes() {
    await this.paste.getByRole('button', { name: 'Generate Study Guide', exact: true }).click()
  }
}

/** Fake AI server controls (tests/support/fake-openai.ts). */
export const fakeAi = {
  async reset(request: APIRequestContext) {
    await request.delete(`${e2eEnv.aiControlUrl}/__script`)
    await request.delete(`${e2eEnv.aiControlUrl}/__requests`)
  },
  async script(request: APIRequestContext, script: Record<string, unknown>) {
    const response = await request.post(`${e2eEnv.aiControlUrl}/__script`, { data: script })
    expect(response.ok()).toBe(true)
  },
  /** Lets the replies scripted with `hold: name` go on. */
  async release(request: APIRequestContext, hold: string) {
    const response = await request.post(`${e2eEnv.aiControlUrl}/__release`, { data: { hold } })
    expect(response.ok()).toBe(true)
  },
  async requests(request: APIRequestContext) {
    const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
    return (await response.json()) as {
      purpose: string
      body: { messages: { role: string; content: string }[]; stream?: boolean }
    }[]
  },
}

/** Records every request the page makes to the study_guides table. */
export function watchGuideWrites(page: Page): string[] {
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/study_guides') && request.method() === 'POST')
      writes.push(request.url())
  })
  return writes
}
