import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GuideDocument, Saved } from '@/entities/study-guide/study-guide'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/guide.json'
import spanish from '@/lib/i18n/locales/es/guide.json'
import { englishLeftOver } from '@/testing/english-left'
import { AvailableOffline } from './available-offline'
import { GuideView } from './guide-view'

const unit: Saved<GuideDocument> = {
  id: 'u1',
  title: 'Biology Unit',
  content: '# Biology Unit\n\n## Cells\nThe cell is the unit of life.',
  createdAt: '2026-11-01T00:00:00Z',
  kind: 'unit',
  isUnitGuide: true,
}
const components: Saved<GuideDocument>[] = [
  { ...unit, id: 'c1', title: 'Cells', kind: 'guide', isUnitGuide: false },
  { ...unit, id: 'c2', title: 'Genes', kind: 'guide', isUnitGuide: false },
]

/** The guide view speaks the student's language: its texts come from the 'guide' catalogue. */
describe('GuideView in another language', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('names its toolbar, tabs, unit line, Download menu and delete dialog in Spanish, with no English left', async () => {
    await activateLanguage('es')
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <GuideView
          guide={unit}
          componentGuides={components}
          onBack={vi.fn()}
          onDelete={vi.fn()}
          onGenerateCombined={vi.fn()}
          quizTab={() => null}
          flashcardsTab={() => null}
          mindMapTab={() => null}
          practiceExamTab={() => null}
          listenTab={() => null}
          tutorPanel={() => null}
          examLine={(guide) => <AvailableOffline userId="ada" guideId={guide.id ?? ''} />}
        />
      </QueryClientProvider>,
    )

    const tools = screen.getByRole('tablist', { name: 'Herramientas de estudio' })
    expect(
      within(tools)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Guía de estudio',
      'Cuestionario',
      'Tarjetas',
      'Mapa mental',
      'Examen de práctica',
      'Escuchar',
    ])
    for (const name of ['Volver al panel', 'Copiar', 'Descargar', 'Chat con IA', 'Imprimir'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByText('Guía de unidad de 2 guías')).toBeInTheDocument()
    // The unit's documents load with the Study Guide tab.
    expect(await screen.findByRole('tablist', { name: 'Guías de la unidad' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Guía de estudio combinada' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Generar guía combinada con IA' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Disponible sin conexión' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Descargar' }))
    const formats = screen.getByRole('list', { name: 'Formatos de descarga' })
    expect(
      within(formats)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Descargar TXT', 'Descargar HTML', 'Descargar PDF'])
    expect(englishLeftOver(english, spanish)).toEqual([])

    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    const dialog = screen.getByRole('dialog', { name: 'Eliminar guía de estudio' })
    expect(
      within(dialog).getByText(
        '¿Seguro que quieres eliminar «Biology Unit»? No se puede deshacer.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })
})
