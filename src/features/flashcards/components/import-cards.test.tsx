import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORTED_CARDS } from '@/config/limits'
import { importMessages } from '@/lib/anki/import-messages'
import { activateLanguage, translate } from '@/lib/i18n/i18n'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

// Anki packages are read by the same path; they are covered in lib/anki and the e2e test.
const file = (name: string, content: string) => new File([content], name, { type: 'text/plain' })

async function chooseFile(user: ReturnType<typeof renderFlashcardsPanel>['user'], chosen: File) {
  await screen.findByRole('heading', { name: 'Flashcard Sets' })
  await user.upload(screen.getByLabelText('Cards file to import'), chosen)
}

const storedSets = (guideId: string) =>
  sql<{ title: string; imported_from: string | null; cards: { front: string; back: string }[] }>(
    'select title, imported_from, cards from public.flashcard_sets where study_guide_id = $1',
    [guideId],
  )

describe('Import cards', () => {
  it('saves a Quizlet export as a set of the guide, named after the file', async () => {
    const { guide } = await savedTestGuide()
    const { user } = renderFlashcardsPanel(guide, { ai: false })
    await chooseFile(
      user,
      file('biology.tsv', 'cell\tthe unit of life\nATP\t"energy, for short"\n'),
    )

    expect(
      await screen.findByText('Imported 2 cards from "biology.tsv" into "biology".'),
    ).toBeVisible()
    const item = screen.getByRole('listitem', { name: 'biology' })
    expect(within(item).getByText(/2 cards · .* · Imported from biology\.tsv/)).toBeVisible()
    expect(within(item).getByRole('button', { name: 'Export to Anki' })).toBeEnabled()
    const [stored] = await storedSets(guide.id)
    expect(stored?.title).toBe('biology')
    expect(stored?.imported_from).toBe('biology.tsv')
    expect(stored?.cards.map(({ front, back }) => [front, back])).toEqual([
      ['cell', 'the unit of life'],
      ['ATP', 'energy, for short'],
    ])
  })

  it('says why a file is not imported, and saves nothing', async () => {
    const { guide } = await savedTestGuide()
    const { user } = renderFlashcardsPanel(guide, { ai: false })
    await chooseFile(user, file('notes.txt', 'Just a paragraph of notes.\nAnother line.'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"notes.txt" is neither an Anki package (.apkg) nor a Quizlet export (a term and a definition on each line, separated by a tab or a comma). Nothing was imported.',
    )
    await chooseFile(user, file('empty.txt', ''))
    expect(
      await screen.findByText('"empty.txt" holds no cards. Nothing was imported.'),
    ).toBeVisible()
    expect(await storedSets(guide.id)).toEqual([])
  })

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => activateLanguage('en'))
    })

    it('says what it imported and why it refused a file in the interface language', async () => {
      await activateLanguage('es')
      const { guide } = await savedTestGuide()
      const { user } = renderFlashcardsPanel(guide, { ai: false })
      await screen.findByRole('heading', { name: 'Mazos de tarjetas' })
      const input = screen.getByLabelText('Archivo de tarjetas para importar')
      await user.upload(input, file('biology.tsv', 'cell\tthe unit of life\nATP\tenergy\n'))
      expect(
        await screen.findByText('Se importaron 2 tarjetas de «biology.tsv» en «biology».'),
      ).toBeVisible()

      await user.upload(input, file('notes.txt', 'Just a paragraph of notes.\nAnother line.'))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '«notes.txt» no es un paquete de Anki (.apkg) ni una exportación de Quizlet (un término y una definición en cada línea, separados por un tabulador o una coma). No se importó nada.',
      )
      await user.upload(input, file('empty.txt', ''))
      expect(
        await screen.findByText('«empty.txt» no contiene tarjetas. No se importó nada.'),
      ).toBeVisible()
    })
  })
})

describe("the import's messages in English", () => {
  it('are the words the readers throw, so a translator reads what English students see', () => {
    const limits = {
      limit: MAX_IMPORTED_CARDS.toLocaleString('en-US'),
      size: `${MAX_IMPORT_FILE_BYTES / 1_048_576} MB`,
    }
    for (const code of ['neither', 'empty', 'anki21b'] as const)
      expect(translate(`flashcards.importRefused.${code}`, { name: 'a.apkg' })).toBe(
        importMessages[code]('a.apkg'),
      )
    expect(
      translate('flashcards.importRefused.tooMany', { name: 'a', count: '20,001', ...limits }),
    ).toBe(importMessages.tooMany('a', 20_001))
    expect(translate('flashcards.importRefused.tooLarge', { name: 'a', ...limits })).toBe(
      importMessages.tooLarge('a'),
    )
  })
})
