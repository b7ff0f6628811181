import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toAppError } from '@/lib/ai/errors'
import { ProviderError } from '@/lib/ai/provider-error'
import { AppError, messages, specError, specMessage, type SpecMessageName } from '@/lib/errors'
import { validateFile, validateUpload } from '@/lib/extract/extract-files'
import { checkSourceSize } from '@/lib/source-size'
import { namedText, shownError, shownText } from './error-text'
import { activateLanguage } from './i18n'

// The catalogue as written (an import gives it compiled).
const englishErrors = JSON.parse(
  readFileSync(join(__dirname, 'locales', 'en', 'errors.json'), 'utf8'),
) as Record<string, string>

/** The arguments each message is tried with: sizes for those that count, else a file's name. */
const NUMBERS: Partial<Record<SpecMessageName, number>> = {
  uploadTooLarge: 52_500_001,
  sourceTooLong: 2_345_678,
  combinedSourceTooLong: 2_000_001,
  guideTooLarge: 612_345,
}
const argumentsOf = (name: SpecMessageName) =>
  typeof messages[name] !== 'function' ? [] : [NUMBERS[name] ?? 'notes.pdf']

/** A letter-sized stand-in passage of `size` characters. */
const material = (size: number) => [
  { anchor: { kind: 'page' as const, n: 1 }, text: 'a'.repeat(size) },
]

describe("the spec's messages in the student's language", () => {
  afterEach(() => activateLanguage('en'))

  it('keeps each one word for word in English, its arguments and limits where the spec puts them', () => {
    for (const name of Object.keys(englishErrors) as SpecMessageName[]) {
      const args = argumentsOf(name)
      const { text } = specMessage(name, ...(args as []))
      expect(namedText(name as never, args), name).toBe(text)
    }
  })

  it('recognises a message by its English when it comes without its name', async () => {
    await activateLanguage('es')
    expect(shownText(messages.fetchGuides)).toBe('No se pudieron cargar las guías de estudio')
    expect(shownError(new AppError('data', messages.quizTooLarge), { text: 'x' })).toBe(
      'Este cuestionario es demasiado grande para guardarlo: un cuestionario tiene como máximo 20 preguntas y 1 MB de texto.',
    )
    // Every message without arguments is recognised: none is left in English.
    const untranslated = (Object.keys(englishErrors) as SpecMessageName[]).filter(
      (name) => typeof messages[name] === 'string' && shownText(messages[name]) === messages[name],
    )
    expect(untranslated).toEqual([])
  })

  it('writes sizes and limits as the language does', async () => {
    await activateLanguage('de')
    expect(shownError(checkSourceSize(material(2_345_678)), { text: 'x' })).toBe(
      'Dein Material ist 2.345.678 Zeichen lang; die Grenze liegt bei 2.000.000 Zeichen pro Lernleitfaden. Entferne eine Datei oder teile das Material auf zwei Leitfäden auf.',
    )
    await activateLanguage('fr')
    const heavy = new File(['x'], 'big.pdf', { type: 'application/pdf' })
    Object.defineProperty(heavy, 'size', { value: 52_500_001 })
    expect(shownError(validateUpload([heavy]), { text: 'x' })).toBe(
      'Ces fichiers font 50,1\u202fMo au total ; un envoi peut faire au plus 50\u202fMo. Choisissez moins de fichiers ou des fichiers plus petits.',
    )
  })

  it('shows an AI failure in Spanish by its name, not its English', async () => {
    const refused = toAppError(new ProviderError('status', 'nope', { status: 401 }), 'studyGuide')
    const failed = toAppError(new ProviderError('connection', 'reset'), 'studyGuide')
    expect(shownError(refused, { text: 'x' })).toBe(
      'Invalid API key. Please check your AI provider API configuration.',
    )
    await activateLanguage('es')
    expect(shownError(refused, { text: 'x' })).toBe(
      'Clave de API no válida. Revisa la configuración de la API de tu proveedor de IA.',
    )
    expect(shownError(failed, { text: 'x' })).toBe(
      'No se pudo generar la guía de estudio. Vuelve a intentarlo.',
    )
    // Identity is the name: the same English under another name reads as that name's.
    const renamed = new AppError('ai', refused.message, { spec: { name: 'rateLimited', args: [] } })
    expect(shownError(renamed, { text: 'x' })).toBe(
      'Se superó el límite de solicitudes. Espera un momento y vuelve a intentarlo.',
    )
  })

  it("puts a file's name into its translated message, and leaves other texts as they are", async () => {
    await activateLanguage('ar')
    const rejected = validateFile(new File(['x'], 'song.xyz', { type: 'audio/x-unknown' }))
    expect(shownError(rejected, { text: 'x' })).toBe(
      'نوع الملف «audio/x-unknown» غير مدعوم. يُرجى رفع ملفات PDF أو PowerPoint أو ملفات نصية.',
    )
    expect(shownError(specError('file', 'fileProcessFailed', ['a.pdf']), { text: 'x' })).toBe(
      'تعذّرت معالجة «a.pdf». يُرجى إعادة المحاولة.',
    )
    expect(shownText('A server said no.')).toBe('A server said no.')
    expect(shownError(new Error('raw'), specMessage('guideFailedShort'))).toBe(
      'تعذّر إنشاء الدليل الدراسي',
    )
  })
})
