import { activateLanguage } from '@/lib/i18n/i18n'
import type { Citation } from '@/lib/citation'
import { itemKey } from '@/study-engine/citations/item-key'
import { renderGuideHtml } from './render-guide-html'

const point = 'La membrana es una bicapa de lípidos.'
const onPage3: Citation = {
  status: 'verified',
  passage: 0,
  anchor: { kind: 'page', n: 3 },
  marks: [],
}
const content = `# Células\n\n- ${point}\n- El núcleo guarda el ADN.`
const citations = [
  { key: itemKey(point), citations: [onPage3] },
  { key: itemKey('El núcleo guarda el ADN.'), citations: [{ status: 'not-found' } as Citation] },
]

/** An export's own words are in the interface language when it is made; the guide's stay. */
describe('the HTML export in another language', () => {
  afterEach(() => activateLanguage('en'))

  it('is an Arabic document, right to left, with its footer and page references in Arabic', async () => {
    await activateLanguage('ar')
    const html = await renderGuideHtml('<Células>', content, undefined, citations)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.documentElement).toHaveAttribute('lang', 'ar')
    expect(doc.documentElement).toHaveAttribute('dir', 'rtl')
    expect(doc.querySelector('footer')?.textContent).toBe('صُدِّر من Studywise')
    const references = [...doc.querySelectorAll('.source')].map((node) => node.textContent)
    expect(references).toEqual(['(المصدر: الصفحة 3)', '(غير موجود في موادك)'])
    expect(doc.title).toBe('<Células>')
    expect(html).toContain('<title>&lt;Células&gt;</title>')
    expect(html).not.toMatch(/Exported|Source|page \d|Not found/)
  })

  it('stays an English, left-to-right document in English', async () => {
    const html = await renderGuideHtml('Cells', content, undefined, citations)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.documentElement).toHaveAttribute('lang', 'en')
    expect(doc.documentElement).toHaveAttribute('dir', 'ltr')
    expect(doc.querySelector('footer')?.textContent).toBe('Exported from Studywise')
    expect(doc.querySelector('.source')?.textContent).toBe('(Source: page 3)')
  })
})
