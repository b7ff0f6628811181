/**
 * Zip bombs: PowerPoint and Word files a few MB in size whose parts inflate
 * to gigabytes are refused with their own message, within a bounded time and memory, whether
 * the zip's directory states their size or lies about it.
 */
import { MAX_UNPACKED_TEXT_BYTES } from '@/config/limits'
import { AppError } from '@/lib/errors'
import { extractFile } from './extract-files'
import { asFile, buildDocx, buildPptx } from './testing/office-fixtures'
import { docxWithMainPart, GiB, zipBomb, type BombParts } from './testing/zip-bombs'
import { readZipDirectory } from './zip-directory'

const MiB = 1_048_576
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const lecture =
  'The cell membrane is a phospholipid bilayer that controls what enters and leaves the cell.'
const pptxBase = () => buildPptx([{ title: 'Cells', bullets: ['Membranes', 'Organelles'] }])
const docxBase = () => buildDocx([{ heading: 1, text: 'Cells' }, 'Membranes and organelles.'])

/** Rejects with the message, and how long it took and how much more memory the process held. */
async function refusal(file: File) {
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 5)
  const started = performance.now()
  const error = await extractFile(file).then(
    () => null,
    (caught: unknown) => caught,
  )
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  expect(error).toBeInstanceOf(AppError)
  return {
    message: (error as AppError).message,
    ms: Math.round(performance.now() - started),
    extraMiB: Math.round((peak - before) / MiB),
  }
}

async function bomb(kind: 'pptx' | 'docx', parts: BombParts) {
  const bytes = await zipBomb(await (kind === 'pptx' ? pptxBase() : docxBase()), parts)
  return asFile(bytes, `lecture.${kind}`, kind === 'pptx' ? PPTX : DOCX)
}

const expands = (name: string) =>
  `File "${name}" expands to more than 100 MB of text and was not read.`

describe('zip bombs', () => {
  it.each([
    ['pptx', 'ppt/slides/slide1.xml'],
    ['docx', 'word/document.xml'],
  ] as const)(
    'a %s whose part states 2 GiB is refused before anything inflates',
    async (kind, part) => {
      const file = await bomb(kind, { [part]: { bytes: 2 * GiB } })
      expect(file.size).toBeLessThan(3 * MiB)
      const { message, ms, extraMiB } = await refusal(file)
      expect(message).toBe(expands(`lecture.${kind}`))
      expect(ms).toBeLessThan(5_000)
      expect(extraMiB).toBeLessThan(200)
    },
  )

  it.each([
    ['pptx', 'ppt/slides/slide1.xml'],
    ['docx', 'word/document.xml'],
  ] as const)(
    'a %s whose directory lies about a 2 GiB part stops inflating at 100 MB',
    async (kind, part) => {
      const file = await bomb(kind, { [part]: { bytes: 2 * GiB, stated: 4_096 } })
      expect(file.size).toBeLessThan(3 * MiB)
      const { message, ms, extraMiB } = await refusal(file)
      expect(message).toBe(expands(`lecture.${kind}`))
      // What one part may hold and a little more, never the 2 GiB it would become.
      expect(extraMiB).toBeLessThan(600)
      expect(ms).toBeLessThan(30_000)
    },
    60_000,
  )

  it('counts all parts together: two parts of 60 MB are a file of 120 MB', async () => {
    const slides = await buildPptx([{ title: 'One' }, { title: 'Two' }])
    const stated = asFile(
      await zipBomb(slides, {
        'ppt/slides/slide1.xml': { bytes: 60 * MiB },
        'ppt/slides/slide2.xml': { bytes: 60 * MiB },
      }),
      'stated.pptx',
      PPTX,
    )
    expect((await refusal(stated)).message).toBe(expands('stated.pptx'))
    // The directory's total looks fine (60 MB and 4 KB); the second part passes 100 MB in all.
    const counted = asFile(
      await zipBomb(await docxBase(), {
        'customXml/item1.xml': { bytes: 60 * MiB },
        'word/header1.xml': { bytes: 60 * MiB, stated: 4_096 },
      }),
      'counted.docx',
      DOCX,
    )
    expect((await refusal(counted)).message).toBe(expands('counted.docx'))
  }, 30_000)

  it('a docx whose _rels/.rels names word/main.dat as its 1.6 GiB document is refused, its size stated or not', async () => {
    const mainDat = async (stated?: number) =>
      asFile(
        await zipBomb(await docxWithMainPart(await docxBase(), 'word/main.dat'), {
          'word/main.dat': { bytes: 1.6 * GiB, ...(stated ? { stated } : {}) },
        }),
        'main-dat.docx',
        DOCX,
      )
    const [truthful, lying] = [await mainDat(), await mainDat(4_096)]
    expect(truthful.size).toBeLessThan(3 * MiB)
    expect(lying.size).toBeLessThan(3 * MiB)
    // Neither time pays for loading the readers.
    await extractFile(asFile(await buildDocx(['Cells', lecture]), 'cells.docx', DOCX))
    const fromDirectory = await refusal(truthful)
    const afterInflating = await refusal(lying)
    expect(fromDirectory.message).toBe(expands('main-dat.docx'))
    expect(afterInflating.message).toBe(expands('main-dat.docx'))
    // Stated: refused from the directory, before anything inflates, so in a small share of the
    // time inflating 100 MB takes (measured beside it, on the same machine at the same load).
    expect(fromDirectory.ms).toBeLessThan(5_000)
    expect(fromDirectory.ms).toBeLessThan(afterInflating.ms / 5)
    // Lying: inflating stops at 100 MB (seconds on a busy machine; the browser's time is
    // zip-bombs.spec.ts's).
    expect(afterInflating.ms).toBeLessThan(30_000)
    expect(fromDirectory.extraMiB).toBeLessThan(600)
    expect(afterInflating.extraMiB).toBeLessThan(600)
  }, 60_000)

  it('still reads a docx whose document part is named word/main.dat', async () => {
    const file = asFile(
      await docxWithMainPart(await buildDocx(['Cells', lecture]), 'word/main.dat'),
      'renamed.docx',
      DOCX,
    )
    expect((await extractFile(file)).content).toContain(lecture)
  })

  it('reads what the directory states without inflating, lies included', async () => {
    const part = 'word/document.xml'
    const truthful = await zipBomb(await docxBase(), { [part]: { bytes: 2 * GiB } })
    const lying = await zipBomb(await docxBase(), { [part]: { bytes: 2 * GiB, stated: 4_096 } })
    const stated = (bytes: Uint8Array) =>
      readZipDirectory(bytes)?.find((entry) => entry.name === part)?.uncompressedSize
    expect(stated(truthful)).toBeGreaterThan(MAX_UNPACKED_TEXT_BYTES * 20)
    expect(stated(lying)).toBe(4_096)
    expect(readZipDirectory(new TextEncoder().encode('not a zip at all'))).toBeNull()
  })
})
