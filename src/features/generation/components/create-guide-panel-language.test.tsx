import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import { mitochondriaNotes } from '@/testing/paraphrased-guide'
import { renderSection } from '../testing/render-section'
import { CreateGuidePanel } from './create-guide-panel'

/** What stays in Latin letters in every language: names of formats and services, extensions. */
const KEPT = [
  'PowerPoint',
  'Markdown',
  'YouTube',
  'PDF',
  'Word',
  'https',
  ...'pdf pptx docx txt md png jpeg jpg webp epub vtt srt mp3 m4a aac wav ogg opus webm flac mp4 mov'
    .split(' ')
    .map((extension) => `.${extension}`),
]

const englishIn = (root: Element, kept: readonly string[] = []) =>
  englishLeft(root, [...kept, ...KEPT])

describe('the create panel in another language', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('speaks Arabic: upload, Supported Formats, the file list, paste notes and the offline run', async () => {
    await activateLanguage('ar')
    const onGuideReady = vi.fn()
    renderSection(<CreateGuidePanel signedIn={false} onGuideReady={onGuideReady} />)
    const user = userEvent.setup()

    const upload = screen.getByRole('region', { name: 'ارفع موادك' })
    expect(within(upload).getByRole('region', { name: 'الصيغ المدعومة' })).toBeInTheDocument()
    expect(within(upload).getByRole('button', { name: 'تسجيل المحاضرة' })).toBeInTheDocument()
    expect(within(upload).getByLabelText('رابط إلى صفحة ويب أو فيديو على YouTube')).toBeVisible()
    const language = screen.getByRole('combobox', { name: 'لغة الدليل' })
    expect(within(language).getByRole('option', { name: 'نفس لغة موادي' })).toBeInTheDocument()
    expect(within(language).getByRole('option', { name: 'الإسبانية' })).toBeInTheDocument()
    expect(englishIn(document.body)).toEqual([])

    const zone = within(upload).getByLabelText(/^اختر ملفات/).parentElement!
    const file = new File([mitochondriaNotes], 'biology.txt', { type: 'text/plain' })
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } })
    const files = await within(upload).findByRole('list', { name: 'الملفات المرفوعة' })
    await within(files).findByText(/^استُخرج .* حرف/)
    expect(within(files).getByRole('button', { name: 'إزالة biology.txt' })).toBeInTheDocument()
    expect(
      within(upload).getByRole('button', { name: 'إنشاء دليل دراسي من الملفات' }),
    ).toBeEnabled()
    expect(englishIn(upload, ['biology.txt'])).toEqual([])

    // The spec's messages too: a file of a kind it cannot read.
    const odd = new File(['x'], 'song.xyz', { type: 'audio/x-unknown' })
    fireEvent.drop(zone, { dataTransfer: { files: [odd], types: ['Files'] } })
    expect(await within(upload).findByRole('alert')).toHaveTextContent(
      'نوع الملف «audio/x-unknown» غير مدعوم. يُرجى رفع ملفات PDF أو PowerPoint أو ملفات نصية.',
    )

    const notes = screen.getByRole('region', { name: 'الصق ملاحظاتك' })
    await user.type(within(notes).getByLabelText('الملاحظات'), 'خلية')
    expect(within(notes).getByText(/يلزم 46 حرفًا آخر$/)).toBeInTheDocument()
    await user.paste(' '.repeat(46))
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(within(notes).getByRole('alert')).toHaveTextContent(
      'يُرجى تقديم محتوى أكثر (50 حرفًا على الأقل) للحصول على دليل دراسي مفيد.',
    )
    await user.clear(within(notes).getByLabelText('الملاحظات'))
    await user.click(within(notes).getByLabelText('الملاحظات'))
    await user.paste(mitochondriaNotes)
    expect(within(notes).getByText('يكفي للإنشاء')).toBeInTheDocument()
    await user.click(within(notes).getByRole('button', { name: 'إنشاء دليل دراسي' }))
    expect(await within(notes).findByText('محرك دون اتصال، بلا ذكاء اصطناعي')).toBeInTheDocument()
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1), { timeout: 15_000 })
    expect(within(notes).getByRole('status')).toHaveTextContent('الدليل الدراسي جاهز!')
    expect(englishIn(notes, [mitochondriaNotes])).toEqual([])
  }, 40_000)
})
