import { screen, waitFor, within } from '@testing-library/react'
import {
  insertGuide,
  insertUnitGuide,
  seededAdmin,
  signIn,
  signInNewAccount,
  sql,
} from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { examGuideContent } from '@/features/practice-exam/testing/exam-guide'

// The first visit loads (and vitest transforms) the route modules lazily: on a busy machine
// that takes seconds, so these tests wait longer than the defaults.
const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

describe('dashboard route', () => {
  it('shows the library with the name and count; Create New Guide opens the create view with a back link', async () => {
    const ada = await signInNewAccount('Ada')
    await insertGuide(ada, { title: 'Cells' })
    await insertGuide(ada, { title: 'Genes' })
    const { user, router } = renderApp('/dashboard')
    expect(
      await screen.findByText('Welcome back, Ada! You have 2 study guides.', {}, slow),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Beta Admin Panel' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create New Guide' }))
    expect(router.state.location.search).toBe('?view=create')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create New Guide' }, slow),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('region', { name: 'Supported Formats' }, slow),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to Library' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Study Library' }, slow),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Account Settings' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
  })

  it('shows Beta Admin Panel to the admin only', async () => {
    await signIn(seededAdmin)
    const { user, router } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Beta Admin Panel' }, slow))
    expect(router.state.location.search).toBe('?view=admin')
    expect(
      await screen.findByRole('region', { name: 'Beta Testing Panel' }, slow),
    ).toBeInTheDocument()
  })
})

describe('guide route', () => {
  it('opens a guide from its card, and Back to Dashboard returns', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, {
      title: 'Cells',
      content: '# Cells\n\n## Membranes\nA bilayer.',
    })
    const { user, router } = renderApp('/dashboard')
    await user.click(await screen.findByRole('link', { name: 'Cells' }, slow))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Membranes' }, slow),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/dashboard/guides/${guide.id}`)
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('shows a unit guide with its component tabs, and deletes a guide back to the dashboard', async () => {
    const ada = await signInNewAccount('Ada')
    const { unit } = await insertUnitGuide(ada)
    const { user, router } = renderApp(`/dashboard/guides/${unit.id}`)
    const row = await screen.findByRole('tablist', { name: 'Unit guides' }, slow)
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Combined Study Guide', 'Cells', 'Genes']),
    )
    expect(screen.getByRole('button', { name: 'Generate AI Combined Guide' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Study Guide' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(
      await screen.findByText('Welcome back, Ada! You have 2 study guides.'),
    ).toBeInTheDocument()
    const left = await sql<{ title: string }>(
      'select title from public.study_guides where user_id = $1 order by created_at',
      [ada.id],
    )
    expect(left.map((row) => row.title)).toEqual(['Cells', 'Genes'])
  })

  it('a practice exam on two guides picked in the library opens at its Practice exam tab', async () => {
    const ada = await signInNewAccount('Ada')
    await insertGuide(ada, {
      title: 'Cells',
      content: '# Cells\n\n## Key Concepts\n- **Ribosome**: The site of protein synthesis.',
    })
    await insertGuide(ada, {
      title: 'Light',
      content: '# Light\n\n## Key Concepts\n- **Chlorophyll**: The pigment that absorbs light.',
    })
    const { user, router } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Create Unit Guide' }, slow))
    await user.click(screen.getByRole('checkbox', { name: 'Select Cells' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Light' }))
    await user.click(screen.getByRole('button', { name: 'Practice exam' }))
    const tab = await screen.findByRole('tab', { name: 'Practice exam' }, slow)
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.search).toBe('?tab=exam')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Practice exam: Cells, Light' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Start exam' }, slow)).toBeInTheDocument()
  })

  it('keeps the open tab in the address (replaced, not pushed), and a practice exam in progress opens on its tab', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, {
      title: 'Cells and Transport',
      content: examGuideContent,
    })
    const first = renderApp(`/dashboard/guides/${guide.id}`)
    const quizTab = await screen.findByRole('tab', { name: 'Quiz' }, slow)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await first.user.click(quizTab)
    expect(first.router.state.location.search).toBe('?tab=quiz')
    expect(first.router.state.historyAction).toBe('REPLACE')
    // The page is not scrolled back to its top by the address's change.
    expect(scrollTo).not.toHaveBeenCalled()
    scrollTo.mockRestore()

    await first.user.click(screen.getByRole('tab', { name: 'Practice exam' }))
    await first.user.click(await screen.findByRole('radio', { name: '5' }, slow))
    await first.user.click(screen.getByRole('button', { name: 'Start exam' }))
    await screen.findByRole('button', { name: 'Submit exam' }, slow)
    first.unmount()

    // Reopened with no tab named (from the library, a closed tab): the attempt is in front.
    renderApp(`/dashboard/guides/${guide.id}`)
    expect(await screen.findByRole('tab', { name: 'Practice exam' }, slow)).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByRole('button', { name: 'Submit exam' }, slow)).toBeVisible()
  })

  it('says so when the guide does not exist', async () => {
    await signInNewAccount('Ada')
    renderApp('/dashboard/guides/00000000-0000-4000-8000-999999999999')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This study guide does not exist or was deleted.',
    )
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument()
  })
})
