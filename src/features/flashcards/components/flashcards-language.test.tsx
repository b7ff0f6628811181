import { act, screen, waitFor, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/flashcards.json'
import spanish from '@/lib/i18n/locales/es/flashcards.json'
import { insertSet, sampleCards } from '@/entities/flashcard/testing/saved-sets'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { englishLeftOver } from '@/testing/english-left'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

/** The flashcards speak the student's language: their texts come from the 'flashcards' catalogue. */
describe('the flashcards in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('names the dashboard, a study session, its end and the settings, with no English left', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Leaf parts', cards: sampleCards, schedule: {} })
    await activateLanguage('es')
    const { user } = renderFlashcardsPanel(guide, { ai: false })

    expect(await screen.findByRole('heading', { name: 'Mazos de tarjetas' })).toBeInTheDocument()
    const set = screen.getByRole('listitem', { name: 'Leaf parts' })
    expect(set).toHaveTextContent(`${sampleCards.length} tarjetas`)
    expect(set).toHaveTextContent(`${sampleCards.length} pendientes hoy`)
    for (const name of [
      'Estudiar',
      'Repasar pendientes',
      'Repaso intensivo',
      'Exportar CSV',
      'Exportar con fechas de repaso',
      'Exportar a Anki',
      'Imprimir mazo',
    ])
      expect(within(set).getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Importar tarjetas' })).toBeInTheDocument()
    expect(
      screen.getByText('Aún no hay sesiones. Termina un mazo para ver aquí tu progreso.'),
    ).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])

    await user.click(within(set).getByRole('button', { name: 'Estudiar' }))
    expect(screen.getByText(`Tarjeta 1 de ${sampleCards.length}`)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progreso de la sesión' })).toBeInTheDocument()
    expect(screen.getByText('Anverso')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Dar la vuelta a la tarjeta' }))
    expect(screen.getByText('Reverso')).toBeInTheDocument()
    const rating = screen.getByRole('group', { name: '¿Qué tan difícil fue esta tarjeta?' })
    expect(
      within(rating)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fácil', 'Media', 'Difícil'])
    for (const name of [
      'Anterior',
      'Siguiente',
      'Barajar',
      'Reiniciar el progreso',
      'Volver a los mazos',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])

    for (let card = 1; card < sampleCards.length; card++)
      await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Terminar sesión' }))
    expect(
      await screen.findByText(
        new RegExp(
          `^Sesión completada: 1 de ${sampleCards.length} tarjetas repasadas \\(\\d+ %\\)\\.$`,
        ),
      ),
    ).toBeInTheDocument()
    // The session is stored before the test ends (no send left in flight).
    await waitFor(async () =>
      expect(
        await sql('select id from public.flashcard_sessions where user_id = $1', [owner.id]),
      ).toHaveLength(1),
    )
    const sessions = await screen.findByRole('list', { name: 'Sesiones anteriores' })
    expect(sessions).toHaveTextContent(`1 de ${sampleCards.length} tarjetas repasadas · Tiempo`)
    expect(sessions).toHaveTextContent(/\d+ % completado/)
    expect(englishLeftOver(english, spanish)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Crear mazo nuevo' }))
    expect(screen.getByRole('heading', { name: 'Ajustes de las tarjetas' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Número de tarjetas' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Barajar las tarjetas' })).toBeInTheDocument()
    expect(
      screen.getByRole('checkbox', { name: 'Mostrar el seguimiento de la dificultad' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generar tarjetas' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])

    // The new set is titled in Spanish after its guide: the second set, numbered.
    await user.click(screen.getByRole('button', { name: 'Generar tarjetas' }))
    const title = `Tarjetas de ${guide.title} 2`
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    await waitFor(async () =>
      expect(
        await sql('select title from public.flashcard_sets where study_guide_id = $1', [guide.id]),
      ).toContainEqual({ title }),
    )
  })
})
