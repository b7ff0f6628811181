import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toAppError } from '@/lib/ai/errors'
import { ProviderError } from '@/lib/ai/provider-error'
import { AppError, specError, specMessage, type SpecMessageName } from '@/lib/errors'
import { validateFile } from '@/lib/extract/extract-files'
import { shownError, shownText } from './error-text'
import { activateLanguage } from './i18n'

describe("the spec's messages in the student's language", () => {
  afterEach(() => activateLanguage('en'))

  it('keeps each one word for word in English, its arguments where the spec puts them', () => {
    // The catalogue as written (an import gives it compiled).
    const file = join(__dirname, 'locales', 'en', 'errors.json')
    const englishErrors = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    for (const [name, english] of Object.entries(englishErrors)) {
      const { text } = specMessage(name as SpecMessageName, ...(['{0}'] as unknown as []))
      expect(text, name).toBe(english)
    }
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
