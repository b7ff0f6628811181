import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { onTestFinished } from 'vitest'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { activateLanguage } from '@/lib/i18n/i18n'
import { server } from '@/testing/msw-server'
import { renderSection } from '../testing/render-section'
import { UploadSection } from './upload-section'

const said = [
  'Welcome to the lecture on cell transport and the membrane.',
  'Osmosis moves water across the membrane toward more solute.',
  'Active transport uses ATP to pump ions against their gradient.',
]

function setup() {
  return renderSection(<UploadSection signedIn onGuideReady={vi.fn()} />)
}

describe('Add a link', () => {
  it('has a labelled link field and an Add link button, usable from the keyboard', async () => {
    const { user } = setup()
    const field = screen.getByRole('textbox', { name: 'Link to a web page or YouTube video' })
    const add = screen.getByRole('button', { name: 'Add link' })
    expect(add).toBeDisabled()
    await user.click(field)
    await user.keyboard('ftp://example.com/notes{Enter}')
    expect(
      await screen.findByText(
        'This page could not be read: only http and https links can be read.',
      ),
    ).toBeInTheDocument()
  })

  it('asks for the transcript when the captions cannot be had, and lists it, read by its times', async () => {
    server.use(
      http.post(`${LOCAL_SUPABASE_URL}/functions/v1/source`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'captions_unavailable',
              message: 'Sign in to confirm you’re not a bot',
            },
          },
          { status: 502 },
        ),
      ),
    )
    const { user } = setup()
    await user.type(
      screen.getByRole('textbox', { name: 'Link to a web page or YouTube video' }),
      'https://youtu.be/dQw4w9WgXcQ',
    )
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    // The function's answer when YouTube refuses it (supabase/functions/source, its Deno tests;
    // the e2e run has the real function and a YouTube stand-in): the fallback is offered.
    expect(
      await screen.findByText(
        "YouTube did not give us this video's captions. Paste its transcript or upload the recording instead.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Asking YouTube for the video’s captions…')).not.toBeInTheDocument()
    const box = screen.getByRole('textbox', { name: 'Paste transcript' })
    await user.click(box)
    await user.paste(`0:00\n${said[0]}\n1:05\n${said[1]}\n12:34\n${said[2]}`)
    await user.click(screen.getByRole('button', { name: 'Add transcript' }))
    const list = await screen.findByRole('list', { name: 'Uploaded files' })
    // The times are anchors, not words: only what was said is counted.
    await within(list).findByText(`${said.join(' ').length} characters extracted`)
    expect(within(list).getByText('YouTube video dQw4w9WgXcQ')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Paste transcript' })).not.toBeInTheDocument()
  })
})

describe('Add a link that cannot be read', () => {
  const field = () => screen.getByRole('textbox', { name: 'Link to a web page or YouTube video' })
  const youtubeRefused =
    "YouTube did not give us this video's captions. Paste its transcript or upload the recording instead."

  it('keeps a refused web link in the field, with the reason', async () => {
    server.use(
      http.post(`${LOCAL_SUPABASE_URL}/functions/v1/source`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'address_refused',
              message: 'the link points to a private or reserved network address',
              reason: 'privateAddress',
            },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = setup()
    await user.type(field(), 'http://10.0.0.1/notes{Enter}')
    expect(
      await screen.findByText(
        'This page could not be read: the link points to a private or reserved network address.',
      ),
    ).toBeInTheDocument()
    expect(field()).toHaveValue('http://10.0.0.1/notes')
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).not.toBeInTheDocument()
  })

  it('says a YouTube link needs a connection when offline, not that YouTube refused, and keeps it', async () => {
    server.use(http.post(`${LOCAL_SUPABASE_URL}/functions/v1/source`, () => HttpResponse.error()))
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onTestFinished(() => offline.mockRestore())
    const { user } = setup()
    await user.type(field(), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}')
    expect(await screen.findByText('You are offline. This needs a connection.')).toBeInTheDocument()
    expect(screen.queryByText(youtubeRefused)).not.toBeInTheDocument()
    expect(field()).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  })

  it('gives the link service’s own refusal of a YouTube link as the reason, not YouTube’s', async () => {
    server.use(
      http.post(`${LOCAL_SUPABASE_URL}/functions/v1/source`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'daily_limit',
              message: 'you have added 50 links today; try again tomorrow',
              reason: 'dailyLimit',
              value: 50,
            },
          },
          { status: 429 },
        ),
      ),
    )
    const { user } = setup()
    await user.type(field(), 'https://youtu.be/dQw4w9WgXcQ{Enter}')
    expect(
      await screen.findByText(
        'This page could not be read: you have added 50 links today; try again tomorrow.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(youtubeRefused)).not.toBeInTheDocument()
    expect(field()).toHaveValue('https://youtu.be/dQw4w9WgXcQ')
  })
})

/** A link that cannot be read says why in the student's language, each reason by its name. */
describe('Add a link in Spanish', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('says why a link could not be read, the client’s reasons and the source function’s', async () => {
    server.use(
      http.post(`${LOCAL_SUPABASE_URL}/functions/v1/source`, () =>
        HttpResponse.json(
          // The function's answer: the refusal's English, its name and its number.
          {
            error: {
              code: 'page_unavailable',
              message: 'the site answered 404',
              reason: 'siteAnswered',
              value: 404,
            },
          },
          { status: 502 },
        ),
      ),
    )
    await activateLanguage('es')
    const { user } = setup()
    const field = screen.getByRole('textbox', {
      name: 'Enlace a una página web o a un vídeo de YouTube',
    })
    await user.type(field, 'ftp://example.com/notes{Enter}')
    expect(
      await screen.findByText(
        'No se pudo leer esta página: solo se pueden leer enlaces http y https.',
      ),
    ).toBeInTheDocument()
    // The refused link went back into the field, to be mended or replaced.
    expect(field).toHaveValue('ftp://example.com/notes')
    await user.clear(field)
    await user.type(field, 'https://example.com/missing{Enter}')
    expect(
      await screen.findByText('No se pudo leer esta página: el sitio respondió 404.'),
    ).toBeInTheDocument()
  })
})
