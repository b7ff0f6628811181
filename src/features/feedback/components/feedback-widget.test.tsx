import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/testing/msw-server'
import { signInNewAccount } from '@/testing/backend-fixtures'
import { waitingChanges } from '@/lib/offline-queue/queue-store'
import { syncNow } from '@/lib/offline-queue/sync'
import { FeedbackWidget } from './feedback-widget'

const WEBHOOK = 'https://hooks.example.test/feedback'

function captureWebhook() {
  const bodies: unknown[] = []
  server.use(
    http.post(WEBHOOK, async ({ request }) => {
      bodies.push(await request.json())
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return bodies
}

/** Opens the form of a type; the form loads on demand (feedback-form.tsx). */
async function openForm(type: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Feedback' }))
  fireEvent.click(screen.getByRole('button', { name: type }))
  await screen.findByRole('form')
}

describe('FeedbackWidget', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('opens a menu of the three feedback types', () => {
    render(<FeedbackWidget />)
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }))
    const menu = screen.getByRole('group', { name: 'Feedback type' })
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bug Report', 'Suggestion', 'Other'])
  })

  it('keeps Send disabled until both e-mail and message are filled', async () => {
    render(<FeedbackWidget />)
    await openForm(/bug report/i)
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@uni.edu' } })
    expect(send).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } })
    expect(send).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'The quiz froze' } })
    expect(send).toBeEnabled()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } })
    expect(send).toBeDisabled()
  })

  it('keeps feedback written offline on the device and posts it once the connection returns', async () => {
    const ada = await signInNewAccount('Ada')
    const bodies = captureWebhook()
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<FeedbackWidget />)
    await openForm(/suggestion/i)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@uni.edu' } })
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Offline cards' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!')
    expect(bodies).toEqual([])
    expect(await waitingChanges(ada.id)).toHaveLength(1)

    online.mockReturnValue(true)
    await syncNow(ada.id)
    expect(bodies).toEqual([
      { embeds: [expect.objectContaining({ description: 'Offline cards' })] },
    ])
    expect(await waitingChanges(ada.id)).toEqual([])
  }, 30_000)

  it('posts the webhook embed, thanks the user for 2 seconds, then resets and closes', async () => {
    const bodies = captureWebhook()
    render(<FeedbackWidget />)
    await openForm(/bug report/i)
    vi.useFakeTimers({
      now: new Date('2026-11-21T10:00:00.000Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@uni.edu' } })
    fireEvent.change(screen.getByLabelText('Username (optional)'), { target: { value: 'ana' } })
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'The quiz froze' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!')
    act(() => vi.advanceTimersByTime(1_999))
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await vi.waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      embeds: [
        {
          title: 'Bug Report',
          description: 'The quiz froze',
          color: 0xef4444,
          fields: [
            { name: 'Email', value: 'ana@uni.edu', inline: true },
            { name: 'Username', value: 'ana', inline: true },
            { name: 'Type', value: 'bug', inline: true },
            { name: 'Timestamp', value: '2026-11-21T10:00:00.000Z', inline: false },
          ],
          footer: { text: 'Studywise Beta Feedback' },
          timestamp: '2026-11-21T10:00:00.000Z',
        },
      ],
    })
    // Everything reset: a new form starts empty.
    vi.useRealTimers()
    await openForm(/suggestion/i)
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })

  it('titles suggestions and other feedback by type and leaves out an empty username', async () => {
    const bodies = captureWebhook()
    render(<FeedbackWidget />)
    await openForm(/suggestion/i)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bo@uni.edu' } })
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Dark mode please' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    await vi.waitFor(() => expect(bodies).toHaveLength(1))
    const embed = (
      bodies[0] as { embeds: { title: string; color: number; fields: { name: string }[] }[] }
    ).embeds[0]
    expect(embed?.title).toBe('Suggestion')
    expect(embed?.color).toBe(0x3b82f6)
    expect(embed?.fields.map((f) => f.name)).toEqual(['Email', 'Type', 'Timestamp'])
  })

  it('limits the message to the 4,096 characters a Discord description holds, with a counter', async () => {
    render(<FeedbackWidget />)
    await openForm(/bug report/i)
    const message = screen.getByLabelText('Message')
    expect(message).toHaveAttribute('maxlength', '4096')
    expect(message).toHaveAccessibleDescription('0 / 4,096 characters')
    fireEvent.change(message, { target: { value: 'The quiz froze' } })
    expect(message).toHaveAccessibleDescription('14 / 4,096 characters')
  })

  it.each([
    ['answers 500', () => new HttpResponse(null, { status: 500 })],
    ['refuses the message (400)', () => HttpResponse.json({ message: 'Invalid' }, { status: 400 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('keeps the text with a clear failure and Retry when the webhook %s', async (_, failure) => {
    const bodies: unknown[] = []
    server.use(
      http.post(
        WEBHOOK,
        async ({ request }) => {
          bodies.push(await request.json())
          return failure()
        },
        { once: true },
      ),
      http.post(WEBHOOK, async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await openForm(/bug report/i)
    await user.type(screen.getByLabelText('Email'), 'ana@uni.edu')
    await user.type(screen.getByLabelText('Message'), 'The quiz froze')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Your feedback could not be sent. Your message is still here: please try again.',
    )
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('ana@uni.edu')
    expect(screen.getByLabelText('Message')).toHaveValue('The quiz froze')

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!')
    expect(bodies).toHaveLength(2)
    const sent = { embeds: [{ title: 'Bug Report', description: 'The quiz froze' }] }
    expect(bodies[0]).toMatchObject(sent)
    expect(bodies[1]).toMatchObject(sent)
    warn.mockRestore()
  })

  it('works from the keyboard: focus moves into the menu and the form, Escape closes', async () => {
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    const toggle = screen.getByRole('button', { name: 'Feedback' })
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Bug Report' })).toHaveFocus()
    await user.keyboard('{Tab}{Enter}')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    await user.keyboard('ana@uni.edu')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@uni.edu')
    await user.keyboard('{Escape}')
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
