import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SourceLoaderProvider } from '@/components/citations/source-loader'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import { messages } from '@/lib/errors'
import { HttpResponse } from 'msw'
import {
  aiHandlers,
  aiReplies,
  onPurpose,
  recordAiRequests,
  replyFor,
  splitIntoChunks,
} from '@/testing/ai-handlers'
import { createGate } from '@/testing/gate'
import { server } from '@/testing/msw-server'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { resetTutorConversations } from '../api/tutor-chat'
import { TutorPanel } from './tutor-panel'

const guide: GuideRef = {
  id: 'guide-1',
  title: 'Photosynthesis',
  content: '# Photosynthesis\n\n- **Chlorophyll**: the pigment that absorbs light.',
}

function renderPanel(target: GuideRef = guide) {
  const onClose = vi.fn()
  const user = userEvent.setup()
  // The guide view lets citations open the guide's passages; here they are the guide's own.
  const result = render(
    <QueryClientProvider client={new QueryClient()}>
      <SourceLoaderProvider load={async () => target.source}>
        <TutorPanel guide={target} onClose={onClose} />
      </SourceLoaderProvider>
    </QueryClientProvider>,
  )
  return { ...result, user, onClose }
}

const input = () => screen.getByRole('textbox', { name: 'Ask a question' })
const send = () => screen.getByRole('button', { name: 'Send' })
const log = () => screen.getByRole('log')
const replies = () => within(log()).queryAllByRole('article', { name: 'AI Tutor' })

beforeEach(() => {
  // Point the engine at msw's provider (a base URL without key: proxy mode).
  localStorage.setItem(
    PROVIDER_SETTINGS_KEY,
    JSON.stringify({ baseURL: 'https://ai.test/v1', model: 'gpt-4' }),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  // Unmount first: the reset notifies the store's subscribers.
  cleanup()
  resetTutorConversations()
})

describe('TutorPanel', () => {
  it('sends the question with the guide and streams the reply in as an ai message', async () => {
    const recorder = recordAiRequests()
    const answer =
      'The guide says "Chlorophyll: the pigment that absorbs light." So **chlorophyll** does.'
    server.use(
      recorder.handler,
      aiReplies.stream(splitIntoChunks(answer, 10), { chunkDelayMs: 60 }),
    )
    const { user } = renderPanel()

    expect(send()).toBeDisabled()
    await user.type(input(), 'What absorbs light?{Enter}')

    const question = within(log()).getByRole('article', { name: 'You' })
    expect(question).toHaveTextContent('What absorbs light?')
    expect(input()).toHaveValue('')
    await user.type(input(), 'N')
    expect(send()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument()

    await waitFor(() => expect(replies()[0]).toHaveTextContent('So chlorophyll does.'))
    expect(
      within(replies()[0]!).getByText('chlorophyll', { selector: 'strong' }),
    ).toBeInTheDocument()
    expect(send()).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument()

    expect(recorder.requests).toHaveLength(1)
    const body = recorder.requests[0]!.body
    expect(body).toMatchObject({ max_tokens: 400, temperature: 0.7, stream: true })
    expect(body.messages[0]?.role).toBe('system')
    expect(body.messages[0]?.content).toContain('the pigment that absorbs light')
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'What absorbs light?' })
  })

  it('does not send an empty or whitespace-only message', async () => {
    const recorder = recordAiRequests()
    server.use(recorder.handler, aiReplies.text('unused'))
    const { user } = renderPanel()

    await user.type(input(), '   ')
    expect(send()).toBeDisabled()
    await user.type(input(), '{Enter}')

    expect(within(log()).queryAllByRole('article')).toHaveLength(0)
    expect(recorder.requests).toHaveLength(0)
  })

  it('sends the recent turns with a follow-up question', async () => {
    const recorder = recordAiRequests()
    server.use(
      recorder.handler,
      aiReplies.text('Chlorophyll absorbs light.', { once: true }),
      aiReplies.text('In the thylakoids.'),
    )
    const { user } = renderPanel()

    await user.type(input(), 'What absorbs light?{Enter}')
    await within(log()).findByText('Chlorophyll absorbs light.')
    await user.type(input(), 'Where is it?{Enter}')
    await within(log()).findByText('In the thylakoids.')

    const second = recorder.requests[1]!.body.messages
    expect(second.slice(1)).toEqual([
      { role: 'user', content: 'What absorbs light?' },
      { role: 'assistant', content: 'Chlorophyll absorbs light.' },
      { role: 'user', content: 'Where is it?' },
    ])
  })

  it('shows the error reply when the provider fails', async () => {
    server.use(
      aiReplies.status(400, {
        error: { message: 'bad request', type: 'invalid_request_error', code: null },
      }),
    )
    const { user } = renderPanel()

    await user.type(input(), 'What absorbs light?')
    await user.click(send())

    await waitFor(() => expect(replies()[0]).toHaveTextContent(messages.tutorErrorReply))
    expect(within(log()).getByRole('article', { name: 'You' })).toHaveTextContent(
      'What absorbs light?',
    )
  })

  it('answers an empty reply with the apology', async () => {
    server.use(aiReplies.empty())
    const { user } = renderPanel()

    await user.type(input(), 'Anything?{Enter}')

    await waitFor(() => expect(replies()[0]).toHaveTextContent(messages.tutorEmpty))
  })

  it('stops a streaming reply and keeps what arrived', async () => {
    const long = Array.from({ length: 60 }, (_, index) => `word${index} `)
    server.use(aiReplies.stream(long, { chunkDelayMs: 30 }))
    const { user } = renderPanel()

    await user.type(input(), 'Tell me everything{Enter}')
    await waitFor(() => expect(replies()[0]).toHaveTextContent('word2'))
    await user.click(screen.getByRole('button', { name: 'Stop' }))

    await within(log()).findByText('Stopped.')
    expect(input()).toHaveFocus()
    const kept = replies()[0]!.textContent ?? ''
    expect(kept).toContain('word0')
    expect(kept).not.toContain('word59')
    await user.type(input(), 'Next')
    expect(send()).toBeEnabled()
  })

  it('keeps the conversation per guide while the app is open', async () => {
    server.use(aiReplies.text('Chlorophyll absorbs light.'))
    const first = renderPanel()
    await first.user.type(input(), 'What absorbs light?{Enter}')
    await within(log()).findByText('Chlorophyll absorbs light.')
    first.unmount()

    const other = renderPanel({ id: 'guide-2', title: 'Mitosis', content: 'Cells divide.' })
    expect(within(log()).queryAllByRole('article')).toHaveLength(0)
    other.unmount()

    renderPanel()
    expect(within(log()).getByRole('article', { name: 'You' })).toHaveTextContent(
      'What absorbs light?',
    )
    expect(replies()[0]).toHaveTextContent('Chlorophyll absorbs light.')
  })

  it('renders replies as markdown, never as raw HTML', async () => {
    server.use(
      aiReplies.text('Look: <img src="x" onerror="alert(1)"> <b>not bold</b> and **bold**'),
    )
    const { user, container } = renderPanel()

    await user.type(input(), 'Hi{Enter}')

    await waitFor(() => expect(replies()[0]).toHaveTextContent('bold'))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(within(replies()[0]!).getByText('bold', { selector: 'strong' })).toBeInTheDocument()
  })

  it('puts headings in a reply under the panel heading, never as a second page h1', async () => {
    server.use(aiReplies.text('# Light reactions\n\nThey happen in the thylakoids.'))
    const { user } = renderPanel()

    await user.type(input(), 'Where?{Enter}')

    await waitFor(() => expect(replies()[0]).toHaveTextContent('thylakoids'))
    expect(
      within(replies()[0]!).getByRole('heading', { level: 3, name: 'Light reactions' }),
    ).toBeInTheDocument()
  })

  it('says it is offline and keeps the question when the AI is out of reach', async () => {
    const requests = recordAiRequests()
    server.use(requests.handler, ...aiHandlers)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = renderPanel()
    await user.type(input(), 'What does chlorophyll do?')
    await user.click(send())
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. This needs a connection.')
    expect(input()).toHaveValue('What does chlorophyll do?')
    expect(replies()).toEqual([])
    expect(requests.requests).toEqual([])

    online.mockReturnValue(true)
    await user.click(send())
    expect(await within(log()).findByRole('article', { name: 'AI Tutor' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(input()).toHaveValue('')
    online.mockRestore()
  })

  it('answers with the offline engine when no AI provider is configured', async () => {
    localStorage.clear()
    const { user } = renderPanel({
      id: 'guide-offline',
      title: 'Cells',
      content:
        '# Cells\n\n## Definitions\n- **Mitochondria**: organelles that release energy from glucose.',
    })

    await user.type(input(), 'What do mitochondria do?')
    await user.click(send())
    expect(input()).toHaveFocus()

    await waitFor(() => expect(replies()[0]).toHaveTextContent('release energy from glucose'))
    expect(send()).toBeDisabled()
  })

  it('opens with the cursor in the question input, and keeps it there after Enter sends', async () => {
    server.use(aiReplies.text('Chlorophyll absorbs light.'))
    const { user } = renderPanel()
    expect(input()).toHaveFocus()
    await user.keyboard('What absorbs light?{Enter}')
    expect(await within(log()).findByText('Chlorophyll absorbs light.')).toBeInTheDocument()
    expect(input()).toHaveFocus()
  })

  it('closes with Close tutor panel', async () => {
    const { user, onClose } = renderPanel()
    expect(screen.getByRole('complementary', { name: 'AI Tutor' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close tutor panel' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes with Escape from anywhere inside the panel', async () => {
    const { user, onClose } = renderPanel()
    expect(input()).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
  })
})

describe('TutorPanel citations', () => {
  const withSource: GuideRef = {
    ...guide,
    source: [
      { anchor: { kind: 'slide', n: 1 }, text: 'Mitochondria release energy from glucose.' },
      {
        anchor: { kind: 'slide', n: 2 },
        text: 'Chlorophyll absorbs red and blue light in the thylakoids. Green light is reflected.',
      },
    ],
  }

  it('ends a reply with the sources it rests on, checked, without the model’s markers', async () => {
    server.use(...aiHandlers)
    const { user } = renderPanel(withSource)
    await user.type(input(), 'What does chlorophyll absorb?{Enter}')
    const reply = await waitFor(
      () => {
        const [first] = replies()
        expect(first).toHaveTextContent('Sources:')
        return first!
        // With a model the sources show once it has read the reply.
      },
      { timeout: 15_000 },
    )
    expect(reply).toHaveTextContent('Chlorophyll absorbs red and blue light in the thylakoids.')
    expect(reply).not.toHaveTextContent('[P2]')
    await user.click(within(reply).getByRole('button', { name: 'Source: slide 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    expect(
      (await within(dialog).findByText(/Chlorophyll absorbs red and blue light/)).tagName,
    ).toBe('MARK')
  })

  it('says when a reply rests on nothing in the material', async () => {
    server.use(aiReplies.text('Quasars are powered by supermassive black holes.'))
    const { user } = renderPanel(withSource)
    await user.type(input(), 'What powers quasars?{Enter}')
    await waitFor(() => expect(replies()[0]).toHaveTextContent('Not found in your material'))
  })

  /** The machine is shared with other tests: the reply and its check may take seconds. */
  const slow = { timeout: 15_000 }
  /** The tutor answers `reply`; every other purpose (the model's reading) as `others` say. */
  const tutorSays = (reply: string) => onPurpose('tutor', (body) => replyFor(body, reply))
  const readingsOf = (body: { messages: { content: string }[] }) =>
    (body.messages.at(-1)?.content.match(/^Item \d+$/gm) ?? []).length

  it(
    'reads each cited sentence of a finished reply with the model, in one request; its reading decides',
    { timeout: 60_000 },
    async () => {
      const recorder = recordAiRequests()
      const gate = createGate()
      // The word check finds both sentences on slide 2; the model says the second says otherwise.
      server.use(
        recorder.handler,
        tutorSays(
          'Chlorophyll absorbs red and blue light in the thylakoids. [P2]\nGreen light is reflected. [P2]',
        ),
        onPurpose('secondOpinion', async (body) => {
          await gate.opened
          const verdicts = Array.from({ length: readingsOf(body) }, (_, i) => ({
            n: i + 1,
            verdict: i === 1 ? 'says otherwise' : 'states',
            conflicting: i === 1 ? 'Green light is reflected.' : '',
          }))
          return replyFor(body, JSON.stringify(verdicts))
        }),
        ...aiHandlers,
      )
      const { user } = renderPanel(withSource)
      await user.type(input(), 'What does chlorophyll absorb?{Enter}')
      const reply = await waitFor(() => {
        const [first] = replies()
        expect(first).toHaveTextContent('Checking…')
        return first!
      }, slow)
      expect(within(reply).queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
      gate.open()
      await waitFor(() => expect(reply).toHaveTextContent('Your material says otherwise'), slow)
      expect(reply).not.toHaveTextContent('Checking…')
      expect(within(reply).getByRole('button', { name: 'Source: slide 2' })).toBeInTheDocument()
      await user.click(within(reply).getByRole('button', { name: 'Closest passage: slide 2' }))
      const dialog = await screen.findByRole('dialog', { name: 'Closest passage' })
      expect(within(dialog).getByText('Read by the AI against slide 2')).toBeInTheDocument()
      const readings = recorder.requests.filter((r) => r.purpose === 'secondOpinion')
      expect(readings).toHaveLength(1)
      expect(readingsOf(readings[0]!.body)).toBe(2)
    },
  )

  it(
    "keeps the word check's verdict, marked 'Not checked by the AI', when the model's reading fails",
    { timeout: 60_000 },
    async () => {
      server.use(
        tutorSays('Chlorophyll absorbs red and blue light in the thylakoids. [P2]'),
        onPurpose('secondOpinion', () => HttpResponse.json({ error: {} }, { status: 500 })),
        ...aiHandlers,
      )
      const { user } = renderPanel(withSource)
      await user.type(input(), 'What does chlorophyll absorb?{Enter}')
      await waitFor(() => expect(replies()[0]).toHaveTextContent('Not checked by the AI'), slow)
      const reply = replies()[0]!
      expect(reply).not.toHaveTextContent('Checking…')
      await user.click(within(reply).getByRole('button', { name: 'Source: slide 2' }))
      const dialog = await screen.findByRole('dialog', { name: 'Source' })
      expect(within(dialog).getByText('The words of this item are on slide 2')).toBeInTheDocument()
    },
  )

  it(
    'asks no model to read a reply offline: the word check decides',
    { timeout: 60_000 },
    async () => {
      localStorage.removeItem(PROVIDER_SETTINGS_KEY)
      const recorder = recordAiRequests()
      server.use(recorder.handler, ...aiHandlers)
      const { user } = renderPanel(withSource)
      await user.type(input(), 'What does chlorophyll absorb?{Enter}')
      await waitFor(() => expect(replies()[0]).toHaveTextContent('Sources:'), slow)
      const reply = replies()[0]!
      expect(reply).not.toHaveTextContent('Checking…')
      expect(reply).not.toHaveTextContent('Not checked by the AI')
      expect(recorder.requests).toHaveLength(0)
    },
  )
})
