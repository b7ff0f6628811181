import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/tutor.json'
import spanish from '@/lib/i18n/locales/es/tutor.json'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import { aiReplies, splitIntoChunks } from '@/testing/ai-handlers'
import { englishLeftOver } from '@/testing/english-left'
import { server } from '@/testing/msw-server'
import { resetTutorConversations } from '../api/tutor-chat'
import { TutorPanel } from './tutor-panel'

const guide = {
  id: 'guide-1',
  title: 'Fotosíntesis',
  content: '# Fotosíntesis\n\n- **Clorofila**: el pigmento que absorbe la luz.',
}

/** The tutor speaks the student's language: its texts come from the 'tutor' catalogue. */
describe('the tutor in Spanish', () => {
  beforeEach(() => {
    localStorage.setItem(
      PROVIDER_SETTINGS_KEY,
      JSON.stringify({ baseURL: 'https://ai.test/v1', model: 'gpt-4' }),
    )
  })
  afterEach(async () => {
    cleanup()
    resetTutorConversations()
    await act(() => activateLanguage('en'))
  })

  it('names the panel, the conversation, its speakers and a stopped reply, with no English left', async () => {
    server.use(
      aiReplies.stream(splitIntoChunks('La clorofila absorbe la luz en los tilacoides.', 4), {
        chunkDelayMs: 200,
      }),
    )
    await activateLanguage('es')
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TutorPanel guide={guide} onClose={vi.fn()} />
      </QueryClientProvider>,
    )

    expect(screen.getByRole('complementary', { name: 'Tutor de IA' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cerrar el panel del tutor' })).toBeInTheDocument()
    const log = screen.getByRole('log', { name: 'Conversación con el tutor de IA' })
    expect(log).toHaveTextContent('Pregunta lo que quieras sobre esta guía de estudio.')
    expect(screen.getByPlaceholderText('Haz una pregunta…')).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])

    await user.type(
      screen.getByRole('textbox', { name: 'Haz una pregunta' }),
      '¿Qué es la clorofila?',
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(within(log).getByRole('article', { name: 'Tú' })).toHaveTextContent(
      '¿Qué es la clorofila?',
    )
    await user.click(await screen.findByRole('button', { name: 'Detener' }))
    // The AI engine may still be loading when Stop is pressed: the reply stops once it is.
    await waitFor(() =>
      expect(within(log).getByRole('article', { name: 'Tutor de IA' })).toHaveTextContent(
        /Detenido\.|Se detuvo antes de que llegara una respuesta\./,
      ),
    )
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('says it is offline in Spanish and keeps the question', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await activateLanguage('es')
      const user = userEvent.setup()
      render(
        <QueryClientProvider client={new QueryClient()}>
          <TutorPanel guide={guide} onClose={vi.fn()} />
        </QueryClientProvider>,
      )
      const field = screen.getByRole('textbox', { name: 'Haz una pregunta' })
      await user.type(field, '¿Qué es la clorofila?')
      await user.click(screen.getByRole('button', { name: 'Enviar' }))
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No tienes conexión. Esto necesita conexión.',
      )
      expect(field).toHaveValue('¿Qué es la clorofila?')
    } finally {
      online.mockRestore()
    }
  })
})
