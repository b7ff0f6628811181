import { MAX_UNPACKED_TEXT_BYTES } from '@/config/limits'
import { anchorLabel } from '@/lib/source'
import { messages } from '@/lib/errors'
import { extractFile } from './extract-files'
import { extractMessages } from './extract-messages'
import { buildEpub, type EpubChapter } from './testing/epub-fixtures'
import { asFile } from './testing/office-fixtures'

const CHAPTERS: EpubChapter[] = [
  {
    title: 'Cells',
    paragraphs: ['Every living thing is made of cells, each wrapped in a membrane.'],
  },
  {
    title: 'Energy',
    paragraphs: ['Mitochondria release energy from glucose by respiration.', 'This needs oxygen.'],
  },
  {
    title: 'Genes',
    paragraphs: ['Genes are stretches of DNA that code for proteins in the ribosome.'],
  },
]

const epubFile = (bytes: Uint8Array, name = 'biology.epub') =>
  asFile(bytes, name, 'application/epub+zip')

async function failure(file: File): Promise<string> {
  return extractFile(file).then(
    () => 'read',
    (error: unknown) => (error as Error).message,
  )
}

describe('EPUB e-books', () => {
  for (const version of [2, 3] as const) {
    it(`EPUB ${version}: one passage per chapter, in spine order, cited as 'chapter N'`, async () => {
      const result = await extractFile(
        epubFile(await buildEpub(CHAPTERS, { version, spineReversed: true })),
      )
      expect(result.passages.map(anchorLabel)).toEqual(['chapter 1', 'chapter 2', 'chapter 3'])
      // The spine lists the files in reverse: reading order follows the spine, not file names.
      expect(result.passages.map((passage) => passage.text.split('\n')[0])).toEqual([
        'Genes',
        'Energy',
        'Cells',
      ])
      expect(result.passages[1]?.text).toBe(
        'Energy\nMitochondria release energy from glucose by respiration.\nThis needs oxygen.',
      )
      expect(result.content).toBe(result.passages.map((passage) => passage.text).join('\n\n'))
      expect(result.warnings).toEqual([])
    })
  }

  it('leaves out documents outside the linear reading order', async () => {
    const chapters = [
      ...CHAPTERS,
      {
        title: 'Answers',
        paragraphs: ['Answer key for every exercise in the book.'],
        nonLinear: true,
      },
    ]
    const result = await extractFile(epubFile(await buildEpub(chapters)))
    expect(result.content).not.toContain('Answer key')
    expect(result.passages).toHaveLength(3)
  })

  it('refuses DRM-protected books with a clear message, and reads books whose fonts are obfuscated', async () => {
    for (const drm of ['adobe', 'encrypted'] as const) {
      expect(await failure(epubFile(await buildEpub(CHAPTERS, { drm }), 'locked.epub'))).toBe(
        extractMessages.epubProtected('locked.epub'),
      )
    }
    const fonts = await extractFile(epubFile(await buildEpub(CHAPTERS, { drm: 'fonts-only' })))
    expect(fonts.passages).toHaveLength(3)
  })

  it('refuses a book whose chapters unpack to more text than the limit', async () => {
    const huge = 'Cells divide. '.repeat(Math.ceil(MAX_UNPACKED_TEXT_BYTES / 14 / 2) + 10)
    const bomb = await buildEpub([
      { title: 'One', paragraphs: [huge] },
      { title: 'Two', paragraphs: [huge] },
    ])
    expect(bomb.length).toBeLessThan(2_000_000)
    expect(await failure(epubFile(bomb, 'bomb.epub'))).toBe(
      messages.fileExpandsTooMuch('bomb.epub'),
    )
  }, 60_000)

  it('says so when the book has no package document', async () => {
    const { buildZip } = await import('./testing/office-fixtures')
    const broken = await buildZip({
      'META-INF/container.xml': '<container/>',
      mimetype: 'application/epub+zip',
    })
    expect(await failure(epubFile(broken, 'broken.epub'))).toBe(
      extractMessages.epubBroken('broken.epub'),
    )
  })
})
