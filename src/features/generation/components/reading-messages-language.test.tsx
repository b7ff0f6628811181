import { act, render, screen } from '@testing-library/react'
import { extractFile } from '@/lib/extract/extract-files'
import { extractWarnings } from '@/lib/extract/extract-messages'
import { mediaWarnings } from '@/lib/extract/media/media-messages'
import { throwIfNothingReliable } from '@/lib/extract/ocr/read-with-recognition'
import { RecognitionBudget } from '@/lib/extract/ocr/recognition-budget'
import { asFile, buildZip } from '@/lib/extract/testing/office-fixtures'
import { messageOf, type ShownMessage } from '@/lib/errors'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/reading.json'
import spanish from '@/lib/i18n/locales/es/reading.json'
import { englishLeftOver } from '@/testing/english-left'
import type { FileItem } from '../model/file-list'
import { useGeneration } from '../api/use-generation'
import { renderSection } from '../testing/render-section'
import { LongSourceError } from '@/study-engine/ai/long-source/long-source-error'
import { GenerationStatus } from './generation-status'
import { UploadedFiles } from './uploaded-files'

/** A read scan with every kind of warning the readers give, built as they build them. */
const scan: FileItem = {
  id: 'file-1',
  name: 'apuntes.pdf',
  size: 2048,
  status: 'ready',
  content: 'Texto reconocido.',
  warnings: [
    extractWarnings.readAsOtherKind('pdf', 'a PDF document'),
    extractWarnings.pagesRecognised([1]),
    extractWarnings.notRecognisedReliably([2]),
    extractWarnings.tooSlowToRecognise([3, 5]),
    extractWarnings.pagesWithoutText([4]),
    extractWarnings.pptxRawFallback,
    extractWarnings.decodedAsLatin1,
  ],
}

/** Two recordings waiting for the student: parts that failed, and no provider yet. */
const stalled = (id: string, message: ShownMessage): FileItem => ({
  id,
  name: `${id}.mp3`,
  size: 4096,
  status: 'stalled',
  message,
})
const recordings = [
  stalled('clase', mediaWarnings.spanFailed(['0:00–5:00', '10:00–15:00'])),
  stalled('tutoria', mediaWarnings.needsProvider),
]

const showScan = () => render(<UploadedFiles items={[scan, ...recordings]} onRemove={() => {}} />)

describe("a read file's warnings and a waiting recording's message in the interface language", () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('says in Spanish which pages were recognised, unreliable, too slow or without text, and which recordings wait', async () => {
    await activateLanguage('es')
    showScan()
    expect(
      await screen.findByText('El contenido del archivo es un documento PDF; se leyó como tal.'),
    ).toBeVisible()
    for (const warning of [
      'La página 1 se leyó con reconocimiento de texto; comprueba los nombres y las cifras con el original.',
      'El texto de la página 2 no se pudo reconocer con fiabilidad',
      'Las páginas 3 y 5 tardaron demasiado en reconocerse y se dejaron fuera',
      'La página 4 no tiene capa de texto (¿imagen escaneada?)',
      'No se encontró texto en las diapositivas; en su lugar se usó el texto sin formato de la presentación.',
      'El archivo no está en UTF-8 válido; se leyó como Latin-1 (Windows-1252).',
      'No se pudieron transcribir las partes 0:00–5:00 y 10:00–15:00.',
      'Para transcribir una grabación se necesita un proveedor de IA con conversión de voz a texto.',
    ])
      expect(screen.getByText(warning)).toBeVisible()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('keeps the English word for word', () => {
    showScan()
    for (const warning of [
      "The file's contents are a PDF document; it was read as such.",
      'Page 1 was read by text recognition; check names and numbers against the original.',
      'The text of page 2 could not be recognised reliably',
      'Pages 3, 5 took too long to recognise and were left out',
      'Page 4 has no text layer (scanned image?)',
      'The parts 0:00–5:00, 10:00–15:00 could not be transcribed.',
      'Transcribing a recording needs an AI provider with speech-to-text.',
    ])
      expect(screen.getByText(warning)).toBeVisible()
  })
})

/** The upload section's error box, showing what reading a file threw. */
function FileErrorBox({ error }: { error: unknown }) {
  const generation = useGeneration({ signedIn: false, onGuideReady: () => {} })
  const message = messageOf(error, { text: 'not an AppError' })
  return <GenerationStatus generation={generation} extraError={message} previewLabel="Guía" />
}

/** What recognising a scan throws when nothing it read can be kept. */
function nothingKept(left: { unreliable: number[]; tooSlow: number[] }): unknown {
  const read = { text: '', passages: [], recognised: [], pagesWithoutText: [], ...left }
  try {
    throwIfNothingReliable(read, 50)
  } catch (error) {
    return error
  }
}

describe('what reading a file threw, in the error box', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('names the pages in Spanish, and in English word for word', async () => {
    await activateLanguage('es')
    renderSection(<FileErrorBox error={nothingKept({ unreliable: [2], tooSlow: [] })} />)
    expect(
      await screen.findByText('El texto de la página 2 no se pudo reconocer con fiabilidad'),
    ).toBeVisible()
    await act(() => activateLanguage('en'))
    expect(
      await screen.findByText('The text of page 2 could not be recognised reliably'),
    ).toBeVisible()
  })

  it('refuses a file in Spanish with its name and numbers', async () => {
    let refusal: unknown
    try {
      new RecognitionBudget(100).take('escaneo.pdf', 1200)
    } catch (error) {
      refusal = error
    }
    await activateLanguage('es')
    renderSection(<FileErrorBox error={refusal} />)
    expect(
      await screen.findByText(
        'El archivo "escaneo.pdf" necesita reconocimiento de texto en 1200 páginas; en una misma subida se pueden reconocer como máximo 200 páginas. Divide el archivo o sube menos escaneos a la vez.',
      ),
    ).toBeVisible()
  })

  it('says in Spanish which pages took too long', async () => {
    await activateLanguage('es')
    renderSection(<FileErrorBox error={nothingKept({ unreliable: [], tooSlow: [2, 7] })} />)
    expect(
      await screen.findByText(
        'Las páginas 2 y 7 tardaron demasiado en reconocerse y se dejaron fuera',
      ),
    ).toBeVisible()
  })

  it('says in Spanish what a mislabelled file really holds', async () => {
    const zip = await buildZip({ 'readme.txt': 'Apuntes de biología.' })
    const refusal = await extractFile(asFile(zip, 'articulo.pdf', 'application/pdf')).catch(
      (error: unknown) => error,
    )
    await activateLanguage('es')
    renderSection(<FileErrorBox error={refusal} />)
    expect(
      await screen.findByText(
        'El archivo "articulo.pdf" no es lo que dice su nombre: su contenido parece un archivo ZIP. Revisa el archivo e inténtalo de nuevo.',
      ),
    ).toBeVisible()
  })
})

/** A section's run whose material could not be read: the upload section's Generate, its only file refused. */
function FailedRun({ refusal }: { refusal: unknown }) {
  const generation = useGeneration({ signedIn: false, onGuideReady: () => {} })
  const material = () => Promise.reject(refusal)
  return (
    <>
      <button
        onClick={() =>
          void generation.generate({ material, title: '', language: undefined, withFiles: true })
        }
      >
        Generar
      </button>
      <GenerationStatus generation={generation} previewLabel="Guía" />
    </>
  )
}

describe("a run that failed on a reader's refusal", () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('says in Spanish why the file could not be read, and in English word for word', async () => {
    const scanned = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    const refusal = await extractFile(asFile(scanned, 'informe.docx')).catch(
      (error: unknown) => error,
    )
    await activateLanguage('es')
    const { user } = renderSection(<FailedRun refusal={refusal} />)
    await user.click(screen.getByRole('button', { name: 'Generar' }))
    expect(
      await screen.findByText(
        'El archivo "informe.docx" está protegido con contraseña o tiene un formato antiguo de Office (.ppt/.doc). Quita la contraseña o guárdalo como .pptx o .docx e inténtalo de nuevo.',
      ),
    ).toBeVisible()
    await act(() => activateLanguage('en'))
    expect(
      await screen.findByText(
        'File "informe.docx" is password-protected or in an old Office format (.ppt/.doc). Please remove the password or save it as .pptx or .docx and try again.',
      ),
    ).toBeVisible()
  })
})

describe('a long read that lost parts', () => {
  afterEach(() => act(() => activateLanguage('en')))

  const page = (n: number) => ({ file: undefined, anchor: { kind: 'page' as const, n } })
  const lost = () =>
    new LongSourceError(
      [
        [page(13), page(14), page(18)],
        [page(31), page(36)],
      ],
      4,
      6,
    )

  it('names the parts in Arabic, and in English word for word', async () => {
    await activateLanguage('ar')
    const { user } = renderSection(<FailedRun refusal={lost()} />)
    await user.click(screen.getByRole('button', { name: 'Generar' }))
    expect(await screen.findByText('تعذّرت قراءة الصفحات 13–18 والصفحات 31–36.')).toBeVisible()
    await act(() => activateLanguage('en'))
    expect(await screen.findByText('Could not read pages 13–18 and pages 31–36.')).toBeVisible()
  })
})
