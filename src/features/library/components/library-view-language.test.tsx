import { act, screen } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import { insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { renderWithRouter } from '../testing/render-with-router'
import { LibraryView } from './library-view'

/** The library speaks the student's language: its texts come from the 'library' catalogue. */
describe('LibraryView in another language', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('renders its heading, welcome line with a plural count and buttons in Spanish', async () => {
    const ada = await signInNewAccount('Ada')
    await insertGuide(ada, { title: 'Cell Biology' })
    await activateLanguage('es')
    renderWithRouter(
      <LibraryView
        user={{ id: ada.id, name: ada.name }}
        guideHref={(id) => `/dashboard/guides/${id}`}
        onCreateNew={vi.fn()}
        onAccountSettings={vi.fn()}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tu biblioteca de estudio' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('¡Hola de nuevo, Ada! Tienes 1 guía de estudio.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Crear guía nueva' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Buscar guías' })).toBeInTheDocument()
    expect(screen.queryByText(/Your Study Library|Create New Guide/)).not.toBeInTheDocument()
  })
})
