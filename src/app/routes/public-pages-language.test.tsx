import { act, screen, waitFor, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 30_000 })
const slow = { timeout: 15_000 }

const ENGLISH_TITLE = 'Studywise — AI study guides, quizzes and flashcards'

/** The page's <meta name="description"> as index.html gives it, in English. */
function description(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  return meta
}

describe('a public page in the interface language', () => {
  beforeEach(() => {
    document.title = ENGLISH_TITLE
    description().content = 'Studywise turns your notes, PDFs and slides into study guides.'
  })
  afterEach(() => act(() => activateLanguage('en')))

  it("takes its title and description in Spanish at '/', and again after a switch to German", async () => {
    await activateLanguage('es')
    renderApp('/')
    await screen.findByRole('heading', { level: 1 }, slow)
    await waitFor(() =>
      expect(document.title).toBe('Studywise — guías de estudio, cuestionarios y tarjetas con IA'),
    )
    expect(description().content).toBe(
      'Studywise convierte tus apuntes, PDF y diapositivas en guías de estudio, cuestionarios y tarjetas.',
    )
    await act(() => activateLanguage('de'))
    await waitFor(() => expect(document.title).not.toMatch(/guías|AI study guides/))
    expect(document.documentElement.lang).toBe('de')
  })

  it("links to the same language's public pages, and to the app's pages as they are", async () => {
    await activateLanguage('es')
    renderApp('/')
    const banner = await screen.findByRole('banner', {}, slow)
    expect(within(banner).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/es/blog')
    expect(within(banner).getByRole('link', { name: 'Funciones' })).toHaveAttribute(
      'href',
      '/es#features',
    )
    expect(within(banner).getByRole('link', { name: /Studywise/ })).toHaveAttribute('href', '/es')
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#main',
    )
  })

  it('keeps the English addresses and title in English', async () => {
    renderApp('/')
    const banner = await screen.findByRole('banner', {}, slow)
    expect(within(banner).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    expect(within(banner).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#features',
    )
    expect(document.title).toBe(ENGLISH_TITLE)
  })

  it('titles the blog in Spanish', async () => {
    await activateLanguage('es')
    renderApp('/blog')
    await screen.findByRole('heading', { level: 1, name: 'El blog de Studywise' }, slow)
    await waitFor(() => expect(document.title).toBe('El blog de Studywise — Studywise'))
    expect(description().content).toBe(
      'Novedades de la beta de Studywise e ideas para estudiar mejor.',
    )
  })

  it("says a post is not found in Spanish, and in the spec's English word for word", async () => {
    await activateLanguage('es')
    renderApp('/blog/no-such-post')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrada no encontrada' }, slow),
    ).toBeVisible()
    expect(screen.getByText('La entrada del blog que buscas no existe.')).toBeVisible()
    await act(() => activateLanguage('en'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible()
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  })
})
