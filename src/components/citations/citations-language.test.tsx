import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Citation } from '@/lib/citation'
import { activateLanguage } from '@/lib/i18n/i18n'
import arabic from '@/lib/i18n/locales/ar/citations.json'
import english from '@/lib/i18n/locales/en/citations.json'
import spanish from '@/lib/i18n/locales/es/citations.json'
import type { SourcePassage } from '@/lib/source'
import { englishLeft, englishLeftOver } from '@/testing/english-left'
import { citationsLine } from './citation-texts'
import { Citations } from './citations'
import { SourceLoaderProvider } from './source-loader'

const passages: SourcePassage[] = [
  { anchor: { kind: 'page', n: 11 }, text: 'La mitosis divide la célula.' },
  { anchor: { kind: 'slide-notes', n: 4 }, text: 'El huso separa los cromosomas.' },
]
const read: Citation = {
  status: 'verified',
  passage: 0,
  anchor: { kind: 'page', n: 11 },
  marks: [[3, 10]],
  ai: 'read',
}
const found: Citation = {
  status: 'found',
  passage: 1,
  anchor: { kind: 'slide-notes', n: 4 },
  marks: [],
}
const contradicted: Citation = { ...read, status: 'contradicted', ai: 'read' }

function renderItems(items: Citation[][]) {
  render(
    <SourceLoaderProvider load={async () => passages}>
      {items.map((citations, index) => (
        <p key={index}>
          <Citations citations={citations} />
        </p>
      ))}
    </SourceLoaderProvider>,
  )
}

/** Verdicts and the source viewer speak the student's language: the 'citations' catalogue. */
describe('Citations in another language', () => {
  afterEach(async () => {
    cleanup()
    await act(() => activateLanguage('en'))
  })

  it('names sources, verdicts and the viewer in Spanish, with no English left', async () => {
    await activateLanguage('es')
    const user = userEvent.setup()
    renderItems([
      [read, found],
      [contradicted],
      [{ status: 'not-found' }],
      [{ status: 'beyond-material' }],
      [{ ...read, ai: 'checking' }],
      [{ status: 'not-found', ai: 'unchecked' }],
    ])

    expect(screen.getByRole('button', { name: 'Fuente: página 11' })).toHaveTextContent('página 11')
    expect(
      screen.getByRole('button', { name: 'Fuente: notas de la diapositiva 4' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Tu material dice otra cosa')).toBeInTheDocument()
    expect(screen.getAllByText('No está en tu material')).toHaveLength(2)
    expect(screen.getByText('Pregunta más amplia: va más allá de tu material')).toBeInTheDocument()
    expect(screen.getByText('Comprobando…')).toBeInTheDocument()
    expect(screen.getByText('No comprobado por la IA')).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Pasaje más cercano: página 11' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pasaje más cercano' })
    expect(within(dialog).getByText('Leído por la IA frente a página 11')).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Fuente: notas de la diapositiva 4' }))
    const source = await screen.findByRole('dialog', { name: 'Fuente' })
    expect(
      within(source).getByText(
        'Este punto no indicaba su fuente; este es el pasaje de tu material que lo respalda.',
      ),
    ).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('leaves no Latin word in Arabic, on the page, in the viewer and in the exports’ line', async () => {
    await activateLanguage('ar')
    const user = userEvent.setup()
    renderItems([[read], [contradicted], [{ status: 'not-found', ai: 'unchecked' }]])
    expect(screen.getByRole('button', { name: 'المصدر: الصفحة 11' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'المصدر: الصفحة 11' }))
    const dialog = await screen.findByRole('dialog', { name: 'المصدر' })
    // The passage is the student's own (Spanish) material, and the dialog's Close button is kept
    // English by name (see the pseudo-locale e2e); everything else is Arabic.
    const material = [...passages[0]!.text.split(' '), 'Close'].sort((a, b) => b.length - a.length)
    expect(englishLeft(dialog, material)).toEqual([])
    expect(englishLeft(document.body, material)).toEqual([])
    expect(englishLeftOver(english, arabic)).toEqual([])

    expect(citationsLine([contradicted])).toBe('موادك تقول غير ذلك (أقرب مقطع: الصفحة 11)')
    expect(citationsLine([{ ...found, file: 'biología.pdf' }])).toBe(
      'biología.pdf، ملاحظات الشريحة 4',
    )
  })
})
