import { screen, waitFor, within } from '@testing-library/react'
import {
  insertAs,
  insertGuide,
  signInNewAccount,
  sql,
  type Account,
} from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'

// The first visit loads (and vitest transforms) the route modules lazily: on a busy machine
// that takes seconds, so these tests wait longer than the defaults.
const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

/** A token as create_guide_share makes them: 32 random bytes as hex. */
const newToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

const content = '# Cells\n\n## Membranes\nA bilayer of lipids.'

/**
 * The guide's documents, drawn: they load with the Study Guide tab, and a test that ends before
 * they arrive would see them finish loading in the next test, outside act.
 */
const documentsDrawn = () => screen.findByRole('heading', { level: 2, name: 'Membranes' }, slow)

/** A guide of `owner` with a source and a flashcard set, shared with the token returned. */
async function sharedGuide(owner: Account) {
  const token = newToken()
  const guide = await insertGuide(owner, {
    title: 'Cells',
    content,
  })
  await insertAs(owner, 'study_guide_sources', {
    guide_id: guide.id,
    passages: [{ pg: 3, t: 'The membrane is a bilayer of lipids.' }],
  })
  await insertAs(owner, 'flashcard_sets', {
    study_guide_id: guide.id,
    title: 'Cells Flashcards',
    cards: [{ id: 'card_0', front: 'What is a membrane?', back: 'A bilayer', difficulty: 'easy' }],
  })
  await sql(
    `insert into public.guide_shares (guide_id, user_id, token_hash)
     values ($1, $2, sha256(decode($3, 'hex')))`,
    [guide.id, owner.id, token],
  )
  return { guide, token }
}

const shareRow = (guideId: string) =>
  sql<{ token_hash: Uint8Array }>(
    'select token_hash from public.guide_shares where guide_id = $1',
    [guideId],
  )

describe('Share on a saved guide', () => {
  it('creates a link shown read-only, copies it, and stops sharing', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Cells', content })
    const { user } = renderApp(`/dashboard/guides/${guide.id}`)
    await documentsDrawn()
    await user.click(await screen.findByRole('button', { name: 'Share' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Share this guide' })
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }))

    const field = await within(dialog).findByRole('textbox', { name: 'Share link' })
    expect(field).toHaveAttribute('readonly')
    const link = (field as HTMLInputElement).value
    const token = /\/shared\/([0-9a-f]{64})$/.exec(link)?.[1]
    expect(token).toBeDefined()
    // The database holds only the token's SHA-256.
    const [hashed] = await sql<{ matches: boolean }>(
      `select token_hash = sha256(decode($2, 'hex')) as matches from public.guide_shares where guide_id = $1`,
      [guide.id, token],
    )
    expect(hashed).toEqual({ matches: true })

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(link)
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }))
    expect(await within(dialog).findByRole('button', { name: 'Create link' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument()
    expect(await shareRow(guide.id)).toEqual([])
  })

  it('says when a guide is already shared, since the link cannot be shown again', async () => {
    const ada = await signInNewAccount('Ada')
    const { guide, token } = await sharedGuide(ada)
    const { user } = renderApp(`/dashboard/guides/${guide.id}`)
    await documentsDrawn()
    await user.click(await screen.findByRole('button', { name: 'Share' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Share this guide' })
    expect(
      await within(dialog).findByText(/This guide is shared by a link made on/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }))
    const field = await within(dialog).findByRole('textbox', { name: 'Share link' })
    expect((field as HTMLInputElement).value).not.toContain(token)
    // The old link stopped working.
    const [row] = await shareRow(guide.id)
    const [old] = await sql<{ matches: boolean }>(
      `select $1::bytea = sha256(decode($2, 'hex')) as matches`,
      [row!.token_hash, token],
    )
    expect(old).toEqual({ matches: false })
  })
})

describe('/shared/:token', () => {
  it('shows the guide read-only to a signed-out visitor, with its flashcard sets', async () => {
    const owner = await signInNewAccount('Ada')
    const { token } = await sharedGuide(owner)
    localStorage.clear()
    const { user } = renderApp(`/shared/${token}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cells' }, slow),
    ).toBeInTheDocument()
    expect(await documentsDrawn()).toBeInTheDocument()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    expect(await screen.findByRole('button', { name: 'Sign in to save a copy' })).toBeVisible()
    for (const name of ['Delete', 'Back to Dashboard', 'Share', 'Save to my library'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Flashcards' }))
    const sets = await screen.findByRole('list', { name: 'Saved sets' }, slow)
    expect(within(sets).getByRole('listitem', { name: 'Cells Flashcards' })).toHaveTextContent(
      '1 card',
    )
    expect(screen.getByRole('tab', { name: 'Quiz' })).toBeInTheDocument()
  })

  it('lets a signed-in visitor save a copy to their library', async () => {
    const owner = await signInNewAccount('Ada')
    const { guide: original, token } = await sharedGuide(owner)
    const reader = await signInNewAccount('Ben')
    const { user, router } = renderApp(`/shared/${token}`)
    await user.click(await screen.findByRole('button', { name: 'Save to my library' }, slow))
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/guides\/[0-9a-f-]{36}$/),
    )
    const copyId = router.state.location.pathname.split('/').pop()!
    expect(copyId).not.toBe(original.id)
    expect(await screen.findByRole('button', { name: 'Delete' }, slow)).toBeInTheDocument()
    await documentsDrawn()
    const copy = await sql<{ user_id: string; title: string; sets: number; sources: number }>(
      `select g.user_id, g.title,
              (select count(*)::int from public.flashcard_sets f where f.study_guide_id = g.id) as sets,
              (select count(*)::int from public.study_guide_sources s where s.guide_id = g.id) as sources
         from public.study_guides g where g.id = $1`,
      [copyId],
    )
    expect(copy).toEqual([{ user_id: reader.id, title: 'Cells', sets: 1, sources: 1 }])
  })

  it.each([
    ['a token never made', () => newToken()],
    ['a malformed token', () => 'not-a-token'],
    ['a revoked token', (revoked: string) => revoked],
  ])('says the link is no longer shared for %s', async (_what, tokenToOpen) => {
    const owner = await signInNewAccount('Ada')
    const { guide, token } = await sharedGuide(owner)
    await sql('delete from public.guide_shares where guide_id = $1', [guide.id])
    localStorage.clear()
    renderApp(`/shared/${tokenToOpen(token)}`)
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link is no longer shared.' },
        slow,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Cells' })).not.toBeInTheDocument()
  })
})
