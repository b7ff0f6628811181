import { act, screen, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/library.json'
import spanish from '@/lib/i18n/locales/es/library.json'
import { insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { englishLeftOver } from '@/testing/english-left'
import { renderWithRouter } from '../testing/render-with-router'
import { LibraryView } from './library-view'

/** The library's cards, Filter menu and dialogs speak the student's language too. */
describe('the library cards and dialogs in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('names the cards, the Filter menu, Customize and Create Unit Study Guide, with no English left', async () => {
    const ada = await signInNewAccount('Ada')
    await insertGuide(ada, { title: 'Cell Biology' })
    await insertGuide(ada, { title: 'Photosynthesis' })
    await activateLanguage('es')
    const { user } = renderWithRouter(
      <LibraryView
        user={{ id: ada.id, name: ada.name }}
        guideHref={(id) => `/dashboard/guides/${id}`}
        onCreateNew={vi.fn()}
        onAccountSettings={vi.fn()}
      />,
    )

    const cell = (await screen.findByRole('link', { name: 'Cell Biology' })).closest('li')!
    expect(within(cell).getByText(/^\d+ min de lectura$/)).toBeInTheDocument()
    expect(within(cell).getByRole('button', { name: 'Eliminar Cell Biology' })).toHaveAttribute(
      'title',
      'Eliminar',
    )
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    const filter = screen.getByRole('group', { name: 'Filtrar y ordenar guías' })
    expect(within(filter).getByRole('group', { name: 'Mostrar' })).toBeInTheDocument()
    expect(within(filter).getByRole('radio', { name: 'Todas las guías' })).toBeChecked()
    expect(within(filter).getByRole('radio', { name: 'Más recientes primero' })).toBeChecked()
    expect(englishLeftOver(english, spanish)).toEqual([])
    await user.keyboard('{Escape}')

    await user.click(within(cell).getByRole('button', { name: 'Personalizar Cell Biology' }))
    const customize = await screen.findByRole('dialog', { name: 'Personalizar cuaderno' })
    await user.clear(within(customize).getByRole('textbox', { name: 'Título' }))
    await user.click(within(customize).getByRole('button', { name: 'Guardar cambios' }))
    expect(within(customize).getByText('Escribe un título.')).toBeInTheDocument()
    expect(
      within(customize).getByRole('radiogroup', { name: 'Color de portada' }),
    ).toBeInTheDocument()
    expect(within(customize).getByRole('radio', { name: 'Azul' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
    await user.click(within(customize).getByRole('button', { name: 'Cancelar' }))

    await user.click(screen.getByRole('button', { name: 'Crear guía de unidad' }))
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Cell Biology' }))
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Photosynthesis' }))
    await user.click(screen.getByRole('button', { name: 'Combinar seleccionadas' }))
    const unit = await screen.findByRole('dialog', { name: 'Crear guía de estudio de unidad' })
    expect(unit).toHaveAccessibleDescription('Combina 2 guías seleccionadas en un solo cuaderno.')
    expect(within(unit).getByRole('textbox', { name: 'Título de la unidad' })).toHaveAttribute(
      'placeholder',
      'Guía de estudio de la unidad',
    )
    expect(within(unit).getByRole('button', { name: 'Guía de unidad' })).toBeInTheDocument()
    expect(within(unit).getByRole('button', { name: 'Guía combinada' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })
})
