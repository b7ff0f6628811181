import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
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
    await user.type(field, 'https://example.com/missing{Enter}')
    expect(
      await screen.findByText('No se pudo leer esta página: el sitio respondió 404.'),
    ).toBeInTheDocument()
  })
})
