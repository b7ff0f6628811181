import { MAX_FILE_SIZE_BYTES, MAX_UPLOAD_BYTES } from '@/config/limits'
import { messages } from '@/lib/errors'
import { extractFile, joinFiles, validateFile, validateUpload } from './extract-files'
import { extractMessages } from './extract-messages'
import { asFile, buildDocx, buildPptx, buildZip } from './testing/office-fixtures'
import { appErrorOf } from '@/testing/app-error'

const NOTES =
  'Photosynthesis converts light energy into chemical energy stored in glucose molecules.'

describe('validateFile', () => {
  it('accepts exactly 10485760 bytes and rejects one byte more', () => {
    const atLimit = asFile(new Uint8Array(MAX_FILE_SIZE_BYTES), 'big.txt', 'text/plain')
    const overLimit = asFile(new Uint8Array(MAX_FILE_SIZE_BYTES + 1), 'bigger.txt', 'text/plain')
    expect(MAX_FILE_SIZE_BYTES).toBe(10485760)
    expect(validateFile(atLimit)).toBeNull()
    expect(validateFile(overLimit)?.message).toBe(
      'File "bigger.txt" is too large. Maximum size is 10MB.',
    )
  })

  it('rejects unsupported types naming the MIME type, or the extension when there is none', () => {
    expect(validateFile(asFile('x', 'clip.gif', 'image/gif'))?.message).toBe(
      messages.fileTypeNotSupported('image/gif'),
    )
    expect(validateFile(asFile('x', 'slides.ppt'))?.message).toBe(
      'File type "ppt" is not supported. Please upload PDF, PowerPoint, or text files.',
    )
  })

  it('accepts PDF, PPTX, text, Markdown, DOCX, EPUB and images by extension or MIME type', () => {
    for (const name of [
      'a.pdf',
      'b.PPTX',
      'c.txt',
      'd.md',
      'e.docx',
      'f.epub',
      'g.png',
      'h.JPG',
      'i.jpeg',
      'j.webp',
    ]) {
      expect(validateFile(asFile('x', name))).toBeNull()
    }
    expect(validateFile(asFile('x', 'notes', 'text/plain'))).toBeNull()
    expect(validateFile(asFile('x', 'book', 'application/epub+zip'))).toBeNull()
    expect(validateFile(asFile('x', 'board', 'image/webp'))).toBeNull()
  })
})

describe('validateUpload', () => {
  const sized = (bytes: number, name = 'part.txt') => asFile(new Uint8Array(bytes), name)

  it('accepts exactly 50 MB in all, counting the files already listed', () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1_048_576)
    expect(validateUpload([sized(MAX_UPLOAD_BYTES / 2), sized(MAX_UPLOAD_BYTES / 2)])).toBeNull()
    expect(validateUpload([sized(1_048_576)], MAX_UPLOAD_BYTES - 1_048_576)).toBeNull()
  })

  it('refuses one byte more, saying how much the files come to', () => {
    expect(validateUpload([sized(MAX_UPLOAD_BYTES + 1)])?.message).toBe(
      'These files come to 50.1 MB together; one upload can be at most 50 MB. Please choose fewer or smaller files.',
    )
    expect(validateUpload([sized(9 * 1_048_576)], 45 * 1_048_576)?.message).toBe(
      messages.uploadTooLarge(54 * 1_048_576),
    )
  })
})

describe('extractFile: a queue', () => {
  it('reads at most two files at a time; the others wait their turn', async () => {
    const deck = await buildPptx([{ title: 'Photosynthesis', bullets: [NOTES] }])
    let reading = 0
    let most = 0
    const read = (index: number) =>
      extractFile(asFile(deck, `deck-${index}.pptx`), {
        onProgress: ({ done }) => {
          reading += done === 0 ? 1 : -1
          most = Math.max(most, reading)
        },
      })
    const files = await Promise.all([0, 1, 2, 3, 4].map(read))
    expect(files.map((file) => file.name)).toEqual([0, 1, 2, 3, 4].map((i) => `deck-${i}.pptx`))
    expect(most).toBe(2)
  })
})

describe('extractFile: text', () => {
  it('reads UTF-8, stripping the BOM, and reports name, type and size', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`Über ${NOTES}`)])
    const result = await extractFile(asFile(bytes, 'notes.txt', 'text/plain'))
    expect(result).toEqual({
      name: 'notes.txt',
      type: 'text/plain',
      size: bytes.length,
      content: `Über ${NOTES}`,
      passages: [{ anchor: { kind: 'paragraph', n: 1 }, text: `Über ${NOTES}` }],
      warnings: [],
    })
  })

  it('reads UTF-16 LE and BE with a BOM', async () => {
    const text = `Ελληνικά και русский: ${NOTES}`
    const le = new Uint8Array(2 + text.length * 2)
    const be = new Uint8Array(2 + text.length * 2)
    le.set([0xff, 0xfe])
    be.set([0xfe, 0xff])
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index)
      le.set([code & 0xff, code >> 8], 2 + index * 2)
      be.set([code >> 8, code & 0xff], 2 + index * 2)
    }
    expect((await extractFile(asFile(le, 'le.txt'))).content).toBe(text)
    expect((await extractFile(asFile(be, 'be.txt'))).content).toBe(text)
  })

  it('falls back to Latin-1 when the bytes are not valid UTF-8', async () => {
    const latin1 = Uint8Array.from(`Caf\u00e9 cr\u00e8me br\u00fbl\u00e9e. ${NOTES}`, (char) =>
      char.charCodeAt(0),
    )
    const result = await extractFile(asFile(latin1, 'menu.txt', 'text/plain'))
    expect(result.content).toBe(`Café crème brûlée. ${NOTES}`)
    expect(result.warnings.map((warning) => warning.text)).toEqual([
      extractMessages.decodedAsLatin1,
    ])
  })

  it('reads Markdown as text', async () => {
    const markdown = `# Cells\n\n- ${NOTES}\n- Mitochondria make ATP.`
    const result = await extractFile(asFile(markdown, 'cells.md'))
    expect(result.content).toBe(markdown)
  })

  it('rejects fewer than 50 meaningful characters, whitespace not counted', async () => {
    const short = `${'a'.repeat(49)}${' \n'.repeat(40)}`
    const error = await appErrorOf(extractFile(asFile(short, 'short.txt', 'text/plain')))
    expect(error.message).toBe(
      'Could not extract meaningful content from "short.txt". Please try a different file.',
    )
    await expect(extractFile(asFile('b'.repeat(50), 'ok.txt'))).resolves.toMatchObject({
      content: 'b'.repeat(50),
    })
  })

  it('rejects an empty file with the no-content message', async () => {
    const error = await appErrorOf(extractFile(asFile('', 'empty.txt', 'text/plain')))
    expect(error.message).toBe(messages.fileNoContent('empty.txt'))
  })

  it('reports progress for a single-step file', async () => {
    const progress: { done: number; total: number }[] = []
    await extractFile(asFile(NOTES, 'n.txt'), { onProgress: (step) => progress.push(step) })
    expect(progress).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ])
  })

  it('throws the size and type errors from extractFile too', async () => {
    const big = asFile(new Uint8Array(MAX_FILE_SIZE_BYTES + 1), 'big.txt')
    expect((await appErrorOf(extractFile(big))).message).toBe(messages.fileTooLarge('big.txt'))
    const exe = asFile('MZ', 'setup.exe', 'application/x-msdownload')
    expect((await appErrorOf(extractFile(exe))).message).toBe(
      messages.fileTypeNotSupported('application/x-msdownload'),
    )
  })

  it('stops with a cancellation error when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await appErrorOf(
      extractFile(asFile(NOTES, 'n.txt'), { signal: controller.signal }),
    )
    expect(error.kind).toBe('aborted')
  })
})

describe('extractFile: DOCX', () => {
  it('reads the paragraphs of a Word document', async () => {
    const bytes = await buildDocx(['Chapter 1: The Cell', NOTES, 'Ribosomes build proteins.'])
    const result = await extractFile(asFile(bytes, 'cell.docx'))
    expect(result.content).toBe(`Chapter 1: The Cell\n\n${NOTES}\n\nRibosomes build proteins.`)
  })
})

describe('extractFile: mislabelled files', () => {
  it('explains a .txt that is binary', async () => {
    const binary = Uint8Array.from({ length: 400 }, (_, index) => (index * 37) % 256)
    const error = await appErrorOf(extractFile(asFile(binary, 'notes.txt', 'text/plain')))
    expect(error.message).toBe(
      'File "notes.txt" is not what its name says: its contents look like binary data. Please check the file and try again.',
    )
  })

  it('explains a .pdf that is really a plain ZIP archive', async () => {
    const zip = await buildZip({ 'readme.txt': NOTES })
    const error = await appErrorOf(extractFile(asFile(zip, 'paper.pdf', 'application/pdf')))
    expect(error.message).toBe(
      'File "paper.pdf" is not what its name says: its contents look like a ZIP archive. Please check the file and try again.',
    )
  })

  it('explains a .pdf that is really text (a saved error page)', async () => {
    const html = `<!doctype html><html><body>${NOTES}</body></html>`
    const error = await appErrorOf(extractFile(asFile(html, 'paper.pdf', 'application/pdf')))
    expect(error.message).toBe(extractMessages.contentMismatch('paper.pdf', 'text'))
  })

  it('reads a Word document named .pptx as Word, with a warning', async () => {
    const bytes = await buildDocx([NOTES])
    const result = await extractFile(asFile(bytes, 'slides.pptx'))
    expect(result.content).toBe(NOTES)
    expect(result.warnings.map((warning) => warning.text)).toEqual([
      extractMessages.readAsOtherKind('a Word document'),
    ])
  })

  it('explains legacy or password-protected Office files (OLE containers)', async () => {
    const ole = new Uint8Array(2048)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    const error = await appErrorOf(extractFile(asFile(ole, 'locked.pptx')))
    expect(error.message).toBe(extractMessages.officeProtectedOrLegacy('locked.pptx'))
  })

  it('reports a damaged .docx as a processing failure of that file', async () => {
    const zip = await buildZip({ 'word/document.xml': '<w:document' })
    const error = await appErrorOf(extractFile(asFile(zip, 'broken.docx')))
    expect(error.message).toBe('Failed to process "broken.docx". Please try again.')
  })
})

describe('joinFiles', () => {
  it("joins files as 'File: name' plus content between dividers", () => {
    expect(
      joinFiles([
        { name: 'a.pdf', content: 'Alpha text' },
        { name: 'b.pptx', content: 'Slide 1:\nBeta' },
      ]),
    ).toBe('File: a.pdf\nAlpha text\n\n---\n\nFile: b.pptx\nSlide 1:\nBeta')
  })
})
