import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { onNotes, promptTokens } from '@/study-engine/ai/testing/long-source-test-kit'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import { messages } from '@/lib/errors'
import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import {
  insertGuide,
  signInNewAccount,
  sql,
  type Account,
  type GuideRow,
} from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { joinPages, makeSourcePages } from '@/testing/long-source-fixtures'
import { failRequest, server } from '@/testing/msw-server'
import { renderWithRouter } from '../testing/render-with-router'
import { LibraryView, type LibraryViewProps } from './library-view'
import { GRID_PAGE_SIZE } from './notebook-grid'

type GuideSpec = Partial<Omit<GuideRow, 'user_id'>>

/** Ada, signed in, with these guides (inserted in order). */
async function library(specs: GuideSpec[] = []) {
  const ada = await signInNewAccount('Ada')
  const rows: GuideRow[] = []
  for (const spec of specs) rows.push(await insertGuide(ada, spec))
  return { ada, rows }
}

function renderLibrary(ada: Account, props: Partial<LibraryViewProps> = {}) {
  const callbacks = { onCreateNew: vi.fn(), onAccountSettings: vi.fn() }
  const rendered = renderWithRouter(
    <LibraryView
      user={{ id: ada.id, name: ada.name }}
      guideHref={(id) => `/dashboard/guides/${id}`}
      {...callbacks}
      {...props}
    />,
  )
  return { ...callbacks, ...rendered }
}

async function setup(specs: GuideSpec[], props: Partial<LibraryViewProps> = {}) {
  const { ada, rows } = await library(specs)
  return { ada, rows, ...renderLibrary(ada, props) }
}

const threeGuides = (): GuideSpec[] => [
  {
    title: 'Cell Biology',
    content: 'C'.repeat(2_500),
    created_at: '2026-11-01T10:00:00Z',
  },
  {
    title: 'Photosynthesis',
    created_at: '2026-11-03T10:00:00Z',
    cover_color: 'from-green-400 to-green-600',
  },
  { title: 'Atoms and Molecules', created_at: '2026-11-02T10:00:00Z' },
]

const patches = () => requestsTo('/rest/v1/study_guides', 'PATCH')

async function cards() {
  const list = await screen.findByRole('list', { name: 'Study guides' })
  return within(list).getAllByRole('listitem')
}

describe('LibraryView: loading, welcome and empty states', () => {
  it('shows a loading state, then the welcome line with the name and the guide count', async () => {
    await setup(threeGuides())
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Study Library' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading your study guides…')
    expect(
      await screen.findByText('Welcome back, Ada! You have 3 study guides.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading your study guides…')).not.toBeInTheDocument()
  })

  it('shows the no-guides-yet state and no Create Unit Guide button for an empty library', async () => {
    const { user: actor, onCreateNew } = await setup([])
    expect(await screen.findByRole('heading', { name: 'No study guides yet' })).toBeInTheDocument()
    // The spec's own words for the state: 'no guides yet'.
    expect(screen.getByText(/no guides yet/i)).toBeInTheDocument()
    expect(screen.getByText('Welcome back, Ada! You have 0 study guides.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create Unit Guide' })).not.toBeInTheDocument()
    await actor.click(screen.getByRole('button', { name: 'Create your first guide' }))
    expect(onCreateNew).toHaveBeenCalledOnce()
  })

  it('hides Create Unit Guide with a single guide (2 are needed)', async () => {
    await setup([{ title: 'Only one' }])
    expect(
      await screen.findByText('Welcome back, Ada! You have 1 study guide.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create Unit Guide' })).not.toBeInTheDocument()
  })

  it('reads the summaries view for this user, newest first, without full contents', async () => {
    const { ada } = await setup(threeGuides())
    await cards()
    const [list] = requestsTo('/rest/v1/study_guide_summaries')
    expect(list?.params.get('user_id')).toBe(`eq.${ada.id}`)
    // In pages of max_rows (1,000) with the count, in a total order so pages never overlap.
    expect(list?.params.get('order')).toBe('created_at.desc,id.desc')
    expect(list?.params.get('limit')).toBe('1000')
    expect(list?.headers.get('prefer')).toContain('count=exact')
    expect(list?.params.get('select')).not.toMatch(/:content\b|original_text/)
    expect(requestsTo('/rest/v1/study_guides')).toHaveLength(0)
  })

  it('shows the spec message and a retry when the list fails to load', async () => {
    const { ada } = await library(threeGuides())
    failRequest('GET', '/rest/v1/study_guide_summaries', { once: true })
    const { user: actor } = renderLibrary(ada)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch study guides')
    await actor.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText('Welcome back, Ada! You have 3 study guides.'),
    ).toBeInTheDocument()
  })
})

describe('LibraryView: notebook cards', () => {
  it('shows cover, title link, date, preview, reading time and the UNIT badge with its count', async () => {
    const { ada, rows } = await library(threeGuides())
    const unit = await insertGuide(ada, {
      title: 'Biology Unit',
      kind: 'unit',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
      content: `${'x'.repeat(150)}`,
      created_at: '2026-11-05T10:00:00Z',
    })
    renderLibrary(ada)
    const [first, second] = await cards()
    expect(within(first!).getByRole('link', { name: 'Biology Unit' })).toHaveAttribute(
      'href',
      `/dashboard/guides/${unit.id}`,
    )
    // The badge reads UNIT, then the number of guides it combines.
    expect(within(first!).getByText('UNIT')).toBeInTheDocument()
    expect(within(first!).getByText('2 guides')).toBeInTheDocument()
    expect(first).toHaveTextContent('x'.repeat(100))
    expect(first).not.toHaveTextContent('x'.repeat(101))
    expect(first).toHaveTextContent('1 min read')
    expect(first).toHaveTextContent('Nov 5, 2026')
    expect(within(second!).getByRole('link', { name: 'Photosynthesis' })).toBeInTheDocument()
    expect(second).not.toHaveTextContent('UNIT')
    const cell = (await cards()).find((card) =>
      within(card).queryByRole('link', { name: 'Cell Biology' }),
    )
    expect(cell).toHaveTextContent('3 min read')
  })

  it('opens the guide when a card is clicked', async () => {
    const { rows, user: actor, router } = await setup(threeGuides())
    await actor.click(await screen.findByRole('link', { name: 'Photosynthesis' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/guides/${rows[1]!.id}`),
    )
  })

  it('opens the guide from a click anywhere on the card, but not from its icons', async () => {
    const { rows, user: actor, router } = await setup(threeGuides())
    const photo = (await cards()).find((card) =>
      within(card).queryByRole('link', { name: 'Photosynthesis' }),
    )!
    await actor.click(within(photo).getByRole('button', { name: 'Customize Photosynthesis' }))
    await actor.click(
      within(await screen.findByRole('dialog', { name: 'Customize Notebook' })).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    )
    expect(router.state.location.pathname).toBe('/dashboard')
    await actor.click(within(photo).getByText('1 min read'))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/guides/${rows[1]!.id}`),
    )
  })

  it('names the hover icons Edit and Delete in their tooltips', async () => {
    await setup(threeGuides())
    await cards()
    expect(screen.getByRole('button', { name: 'Customize Photosynthesis' })).toHaveAttribute(
      'title',
      'Edit',
    )
    expect(screen.getByRole('button', { name: 'Delete Photosynthesis' })).toHaveAttribute(
      'title',
      'Delete',
    )
  })

  it('puts the edit and delete icons in the keyboard tab order of each card', async () => {
    const { user: actor } = await setup(threeGuides())
    await actor.click(await screen.findByRole('searchbox', { name: 'Search guides' }))
    await actor.tab() // Filter
    await actor.tab()
    expect(screen.getByRole('link', { name: 'Photosynthesis' })).toHaveFocus()
    await actor.tab()
    expect(screen.getByRole('button', { name: 'Customize Photosynthesis' })).toHaveFocus()
    await actor.tab()
    expect(screen.getByRole('button', { name: 'Delete Photosynthesis' })).toHaveFocus()
  })

  it('renders a large library a page at a time', async () => {
    const specs = Array.from({ length: 2 * GRID_PAGE_SIZE + 4 }, (_, index) => ({
      title: `Topic ${index}`,
    }))
    const { rows, user: actor } = await setup(specs)
    expect(await cards()).toHaveLength(GRID_PAGE_SIZE)
    await actor.click(screen.getByRole('button', { name: /show more guides/i }))
    expect(await cards()).toHaveLength(2 * GRID_PAGE_SIZE)
    await actor.click(screen.getByRole('button', { name: /show more guides/i }))
    expect(await cards()).toHaveLength(rows.length)
    expect(screen.queryByRole('button', { name: /show more guides/i })).not.toBeInTheDocument()
    // 100 cards in jsdom on a shared 2-core machine: allow more than the default 5 s.
  }, 20_000)
})

describe('LibraryView: search and filter', () => {
  it('filters by title, case-insensitively, and shows the no-matching state', async () => {
    const { user: actor } = await setup(threeGuides())
    const search = await screen.findByRole('searchbox', { name: 'Search guides' })
    await cards()
    await actor.type(search, 'PHOTO')
    await waitFor(async () => expect(await cards()).toHaveLength(1))
    expect(screen.getByRole('link', { name: 'Photosynthesis' })).toBeInTheDocument()
    await actor.clear(search)
    await actor.type(search, 'zebra')
    expect(await screen.findByRole('heading', { name: 'No matching guides' })).toBeInTheDocument()
  })

  it('filters by kind and sorts by title or age from the Filter button', async () => {
    const { ada, rows } = await library(threeGuides())
    await insertGuide(ada, {
      title: 'Zoology Unit',
      kind: 'unit',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
      created_at: '2026-10-01T00:00:00Z',
    })
    const { user: actor } = renderLibrary(ada)
    await cards()
    const filter = screen.getByRole('button', { name: 'Filter' })
    expect(filter).toHaveAttribute('aria-expanded', 'false')
    await actor.click(filter)
    expect(filter).toHaveAttribute('aria-expanded', 'true')
    await actor.click(screen.getByRole('radio', { name: 'Title (A–Z)' }))
    await waitFor(async () =>
      expect((await cards()).map((card) => within(card).getByRole('link').textContent)).toEqual([
        'Atoms and Molecules',
        'Cell Biology',
        'Photosynthesis',
        'Zoology Unit',
      ]),
    )
    await actor.click(screen.getByRole('radio', { name: 'Oldest first' }))
    await waitFor(async () =>
      expect(within((await cards())[0]!).getByRole('link')).toHaveTextContent('Zoology Unit'),
    )
    await actor.click(screen.getByRole('radio', { name: 'Unit guides' }))
    await waitFor(async () => expect(await cards()).toHaveLength(1))
    await actor.click(screen.getByRole('radio', { name: 'Combined guides' }))
    expect(await screen.findByRole('heading', { name: 'No matching guides' })).toBeInTheDocument()
    await actor.keyboard('{Escape}')
    expect(filter).toHaveAttribute('aria-expanded', 'false')
    expect(filter).toHaveFocus()
  })

  it('closes the Filter panel on a click outside it and when focus leaves it', async () => {
    const { user: actor } = await setup(threeGuides())
    await cards()
    const filter = screen.getByRole('button', { name: 'Filter' })
    await actor.click(filter)
    expect(screen.getByRole('group', { name: 'Filter and sort guides' })).toBeInTheDocument()
    await actor.click(screen.getByRole('heading', { level: 1, name: 'Your Study Library' }))
    expect(filter).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: 'Filter and sort guides' })).not.toBeInTheDocument()
    await actor.click(filter)
    await actor.click(screen.getByRole('radio', { name: 'Oldest first' }))
    expect(filter).toHaveAttribute('aria-expanded', 'true')
    await actor.tab()
    expect(document.activeElement?.tagName).toBe('A')
    expect(screen.queryByRole('group', { name: 'Filter and sort guides' })).not.toBeInTheDocument()
  })
})

describe('LibraryView: header buttons', () => {
  it('offers Create New Guide and Account Settings, and Beta Admin Panel only when asked to', async () => {
    const onOpenAdmin = vi.fn()
    const { ada } = await library(threeGuides())
    const {
      user: actor,
      onCreateNew,
      onAccountSettings,
      unmount,
    } = renderLibrary(ada, {
      onOpenAdmin,
    })
    await actor.click(screen.getByRole('button', { name: 'Create New Guide' }))
    await actor.click(screen.getByRole('button', { name: 'Account Settings' }))
    await actor.click(screen.getByRole('button', { name: 'Beta Admin Panel' }))
    expect(onCreateNew).toHaveBeenCalledOnce()
    expect(onAccountSettings).toHaveBeenCalledOnce()
    expect(onOpenAdmin).toHaveBeenCalledOnce()
    unmount()
    renderLibrary(ada)
    await cards()
    expect(screen.queryByRole('button', { name: 'Beta Admin Panel' })).not.toBeInTheDocument()
  })
})

describe('LibraryView: customize and delete', () => {
  it('renames a notebook and changes its cover, sending only what changed, then reloads the list', async () => {
    const { rows, user: actor } = await setup(threeGuides())
    await actor.click(await screen.findByRole('button', { name: 'Customize Photosynthesis' }))
    const dialog = await screen.findByRole('dialog', { name: 'Customize Notebook' })
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    expect(title).toHaveValue('Photosynthesis')
    const colours = within(dialog).getByRole('radiogroup', { name: 'Cover colour' })
    expect(within(colours).getAllByRole('radio')).toHaveLength(10)
    expect(within(colours).getByRole('radio', { name: 'Green' })).toBeChecked()
    await actor.clear(title)
    await actor.type(title, 'Light Reactions')
    await actor.click(within(colours).getByRole('radio', { name: 'Purple' }))
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('link', { name: 'Light Reactions' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const [patch] = patches()
    expect(patch?.params.get('id')).toBe(`eq.${rows[1]!.id}`)
    // With when the student renamed it: the later rename wins across devices.
    expect(patch?.body).toEqual({
      title: 'Light Reactions',
      title_changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      cover_color: 'from-purple-400 to-purple-600',
    })
  })

  it('sends only the cover colour when the title is unchanged, and refuses a blank title', async () => {
    const { user: actor } = await setup(threeGuides())
    await actor.click(await screen.findByRole('button', { name: 'Customize Cell Biology' }))
    const dialog = await screen.findByRole('dialog', { name: 'Customize Notebook' })
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    await actor.clear(title)
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(within(dialog).getByText('Please enter a title.')).toBeInTheDocument()
    await actor.type(title, 'Cell Biology')
    await actor.click(within(dialog).getByRole('radio', { name: 'Cyan' }))
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(patches()).toHaveLength(1))
    expect(patches()[0]?.body).toEqual({
      cover_color: 'from-cyan-400 to-cyan-600',
    })
  })

  it('keeps a rename the server failed on, says so plainly, and sends it again', async () => {
    const { rows, user: actor } = await setup(threeGuides())
    await actor.click(await screen.findByRole('button', { name: 'Customize Cell Biology' }))
    failRequest('PATCH', '/rest/v1/study_guides', { once: true })
    const dialog = await screen.findByRole('dialog', { name: 'Customize Notebook' })
    await actor.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' II')
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findByText(
        'Failed to update study guide. Nothing is lost: the change is kept on this device and will be sent again.',
      ),
    ).toBeInTheDocument()
    // Shown at once, and kept on the device until the server takes it (the queue's retry).
    expect(await screen.findByRole('link', { name: 'Cell Biology II' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const stored = () =>
      sql<{ title: string }>('select title from public.study_guides where id = $1', [rows[0]!.id])
    await waitFor(async () => expect(await stored()).toEqual([{ title: 'Cell Biology II' }]), {
      timeout: 10_000,
    })
    expect(patches()).toHaveLength(2)
  })

  it('deletes after confirmation and reloads the list; Cancel keeps the guide', async () => {
    const { rows, user: actor } = await setup(threeGuides())
    await actor.click(await screen.findByRole('button', { name: 'Delete Atoms and Molecules' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete Study Guide' })
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Atoms and Molecules"? This cannot be undone.',
    )
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requestsTo('/rest/v1/study_guides', 'DELETE')).toHaveLength(0)
    await actor.click(screen.getByRole('button', { name: 'Delete Atoms and Molecules' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete Study Guide' })
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Atoms and Molecules' })).not.toBeInTheDocument(),
    )
    expect(
      await screen.findByText('Welcome back, Ada! You have 2 study guides.'),
    ).toBeInTheDocument()
    expect(requestsTo('/rest/v1/study_guides', 'DELETE')[0]?.params.get('id')).toBe(
      `eq.${rows[2]!.id}`,
    )
  })

  it('shows a toast when the delete fails', async () => {
    const { user: actor } = await setup(threeGuides())
    failRequest('DELETE', '/rest/v1/study_guides')
    await actor.click(await screen.findByRole('button', { name: 'Delete Cell Biology' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Study Guide' })
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete study guide')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument()
  })
})

describe('LibraryView: unit and combined guides', () => {
  async function selectTwo(actor: Awaited<ReturnType<typeof setup>>['user']) {
    const toggle = await screen.findByRole('button', { name: 'Create Unit Guide' })
    await actor.click(toggle)
    expect(screen.getByRole('button', { name: 'Cancel Selection' })).toBeInTheDocument()
    const combine = screen.getByRole('button', { name: 'Combine Selected' })
    expect(combine).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Customize / })).not.toBeInTheDocument()
    await actor.click(screen.getByRole('checkbox', { name: 'Select Cell Biology' }))
    expect(combine).toBeDisabled()
    await actor.click(screen.getByRole('checkbox', { name: 'Select Photosynthesis' }))
    expect(combine).toBeEnabled()
    await actor.click(combine)
    return screen.findByRole('dialog', { name: 'Create Unit Study Guide' })
  }

  it('in selection mode a click on the card ticks its checkbox instead of opening it', async () => {
    const { user: actor, router } = await setup(threeGuides())
    await actor.click(await screen.findByRole('button', { name: 'Create Unit Guide' }))
    const checkbox = screen.getByRole('checkbox', { name: 'Select Cell Biology' })
    const card = checkbox.closest('li')!
    await actor.click(within(card).getByText('3 min read'))
    expect(checkbox).toBeChecked()
    await actor.click(within(card).getByText('Cell Biology'))
    expect(checkbox).not.toBeChecked()
    await actor.click(checkbox)
    expect(checkbox).toBeChecked()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('Cancel Selection leaves selection mode and clears the checkboxes', async () => {
    const { user: actor } = await setup(threeGuides())
    await actor.click(await screen.findByRole('button', { name: 'Create Unit Guide' }))
    await actor.click(screen.getByRole('checkbox', { name: 'Select Cell Biology' }))
    await actor.click(screen.getByRole('button', { name: 'Cancel Selection' }))
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    await actor.click(screen.getByRole('button', { name: 'Create Unit Guide' }))
    expect(screen.getByRole('checkbox', { name: 'Select Cell Biology' })).not.toBeChecked()
  })

  it('creates a unit guide from the selected contents, stores kind and sources, then resets the selection', async () => {
    const { ada, rows, user: actor } = await setup(threeGuides())
    const dialog = await selectTwo(actor)
    const selected = within(dialog).getByRole('list')
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cell Biology', 'Photosynthesis'])
    await actor.click(within(dialog).getByRole('button', { name: 'Unit Guide' }))
    const badge = await screen.findByRole('link', { name: 'Unit Study Guide' })
    expect(badge.closest('li')).toHaveTextContent(/UNIT\s*·\s*2 guides/)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Unit Guide' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    const insert = requestsTo('/rest/v1/study_guides', 'POST')[0]?.body as Record<string, unknown>
    expect(insert).toMatchObject({
      user_id: ada.id,
      title: 'Unit Study Guide',
      kind: 'unit',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
    })
    expect(insert['content']).toBe(
      `# Cell Biology\n\n${rows[0]!.content}\n\n---\n\n# Photosynthesis\n\n${rows[1]!.content}`,
    )
  })

  it('the selection line says what the chosen action needs: guides to combine, or guides for a practice exam', async () => {
    const { user: actor } = await setup(threeGuides(), { onOpenPracticeExam: vi.fn() })
    await actor.click(await screen.findByRole('button', { name: 'Practice exam' }))
    expect(
      screen.getByText('0 selected — choose at least 2 guides for a practice exam.'),
    ).toBeInTheDocument()
    await actor.click(screen.getByRole('checkbox', { name: 'Select Cell Biology' }))
    expect(
      screen.getByText('1 selected — choose at least 2 guides for a practice exam.'),
    ).toBeInTheDocument()
    await actor.click(screen.getByRole('button', { name: 'Cancel Selection' }))
    await actor.click(screen.getByRole('button', { name: 'Create Unit Guide' }))
    expect(
      screen.getByText('0 selected — choose at least 2 guides to combine.'),
    ).toBeInTheDocument()
  })

  it("a selection for a practice exam has 'Practice exam' as its one action; a selection to combine has 'Combine Selected' and 'Practice exam'", async () => {
    const { user: actor } = await setup(threeGuides(), { onOpenPracticeExam: vi.fn() })
    await actor.click(await screen.findByRole('button', { name: 'Practice exam' }))
    expect(screen.getByRole('button', { name: 'Practice exam' })).toHaveClass('bg-indigo-600')
    expect(screen.queryByRole('button', { name: 'Combine Selected' })).not.toBeInTheDocument()
    await actor.click(screen.getByRole('button', { name: 'Cancel Selection' }))
    await actor.click(screen.getByRole('button', { name: 'Create Unit Guide' }))
    expect(screen.getByRole('button', { name: 'Combine Selected' })).toHaveClass('bg-indigo-600')
    expect(screen.getByRole('button', { name: 'Practice exam' })).not.toHaveClass('bg-indigo-600')
  })

  it("'Practice exam' picks guides in the library and opens their exam, adding nothing to the library", async () => {
    const onOpenPracticeExam = vi.fn()
    const { ada, rows, user: actor } = await setup(threeGuides(), { onOpenPracticeExam })
    // Reached from the library itself: no unit guide is made first.
    await actor.click(await screen.findByRole('button', { name: 'Practice exam' }))
    const practice = screen.getByRole('button', { name: 'Practice exam' })
    await actor.click(screen.getByRole('checkbox', { name: 'Select Cell Biology' }))
    expect(practice).toBeDisabled()
    await actor.click(screen.getByRole('checkbox', { name: 'Select Photosynthesis' }))
    await actor.click(practice)
    await waitFor(() => expect(onOpenPracticeExam).toHaveBeenCalledTimes(1))
    const insert = requestsTo('/rest/v1/study_guides', 'POST')[0]?.body as Record<string, unknown>
    expect(insert).toMatchObject({
      user_id: ada.id,
      title: 'Practice exam: Cell Biology, Photosynthesis',
      kind: 'exam',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
    })
    const [saved] = await sql<{ id: string }>(
      `select id from study_guides where title = 'Practice exam: Cell Biology, Photosynthesis'`,
    )
    expect(onOpenPracticeExam).toHaveBeenCalledWith(saved!.id)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    // The library, opened again, lists the three guides, and the exam apart from them.
    cleanup()
    renderLibrary(ada)
    expect(await screen.findByText(/You have 3 study guides\./)).toBeInTheDocument()
    const exams = await screen.findByRole('region', { name: 'Practice exams on several guides' })
    const [link] = screen.getAllByRole('link', { name: /^Practice exam:/ })
    expect(screen.getAllByRole('link', { name: /^Practice exam:/ })).toHaveLength(1)
    expect(exams).toContainElement(link!)
    expect(link).toHaveAttribute('href', `/dashboard/guides/${saved!.id}?tab=exam`)
  })

  it('lists the practice exams on several guides apart, each deleted with its attempts after confirmation; Cancel keeps it', async () => {
    const { ada, rows } = await library(threeGuides())
    const exam = await insertGuide(ada, {
      title: 'Practice exam: Cell Biology, Photosynthesis',
      kind: 'exam',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
    })
    await sql(
      `insert into public.practice_exam_attempts (study_guide_id, user_id, score, total_questions, attempt)
       values ($1, $2, 3, 5, '{}')`,
      [exam.id, ada.id],
    )
    const { user: actor } = renderLibrary(ada)
    const exams = await screen.findByRole('region', { name: 'Practice exams on several guides' })
    const remove = within(exams).getByRole('button', {
      name: 'Delete Practice exam: Cell Biology, Photosynthesis',
    })
    await actor.click(remove)
    let dialog = await screen.findByRole('dialog', { name: 'Delete practice exam' })
    expect(dialog).toHaveTextContent(
      'Delete "Practice exam: Cell Biology, Photosynthesis" and its saved attempts? The guides it was made from stay. This cannot be undone.',
    )
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requestsTo('/rest/v1/study_guides', 'DELETE')).toHaveLength(0)
    await actor.click(remove)
    dialog = await screen.findByRole('dialog', { name: 'Delete practice exam' })
    await actor.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Practice exams on several guides' }),
      ).not.toBeInTheDocument(),
    )
    expect(requestsTo('/rest/v1/study_guides', 'DELETE')[0]?.params.get('id')).toBe(`eq.${exam.id}`)
    expect(await sql(`select id from study_guides where id = $1`, [exam.id])).toEqual([])
    expect(
      await sql(`select id from practice_exam_attempts where study_guide_id = $1`, [exam.id]),
    ).toEqual([])
    // The guides it was made from stay in the library.
    expect(screen.getByText('Welcome back, Ada! You have 3 study guides.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument()
  })

  it("says when the practice exams on several guides fail to load, with 'Try again', as the library does", async () => {
    const { ada, rows } = await library(threeGuides())
    await insertGuide(ada, {
      title: 'Practice exam: Cell Biology, Photosynthesis',
      kind: 'exam',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
    })
    failRequest('GET', '/rest/v1/study_guide_summaries', {
      once: true,
      params: { kind: 'eq.exam' },
    })
    const { user: actor } = renderLibrary(ada)
    // The library itself loads; only the list of exams failed.
    expect(
      await screen.findByText('Welcome back, Ada! You have 3 study guides.'),
    ).toBeInTheDocument()
    const exams = await screen.findByRole('region', { name: 'Practice exams on several guides' })
    expect(await within(exams).findByRole('alert')).toHaveTextContent(
      'Failed to fetch study guides',
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    await actor.click(within(exams).getByRole('button', { name: 'Try again' }))
    const link = await screen.findByRole('link', {
      name: 'Practice exam: Cell Biology, Photosynthesis',
    })
    expect(
      screen.getByRole('region', { name: 'Practice exams on several guides' }),
    ).toContainElement(link)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("'Practice exam' on the same guides again reuses their exam's guide, in any order; other guides get their own", async () => {
    const onOpenPracticeExam = vi.fn()
    const { ada, user: actor } = await setup(threeGuides(), { onOpenPracticeExam })
    async function practiceExamOn(...titles: string[]) {
      await actor.click(await screen.findByRole('button', { name: 'Practice exam' }))
      for (const title of titles)
        await actor.click(screen.getByRole('checkbox', { name: `Select ${title}` }))
      await actor.click(screen.getByRole('button', { name: 'Practice exam' }))
      await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument())
      return onOpenPracticeExam.mock.lastCall?.[0] as string
    }
    const first = await practiceExamOn('Cell Biology', 'Photosynthesis')
    const again = await practiceExamOn('Photosynthesis', 'Cell Biology')
    const other = await practiceExamOn('Cell Biology', 'Photosynthesis', 'Atoms and Molecules')
    expect(onOpenPracticeExam).toHaveBeenCalledTimes(3)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    const exams = await sql<{ id: string; title: string }>(
      `select id, title from study_guides where kind = 'exam' and user_id = $1 order by created_at`,
      [ada.id],
    )
    expect(exams.map((exam) => exam.id).sort()).toEqual([first, other].sort())
    // The reused guide holds the guides as picked the last time.
    expect(exams.find((exam) => exam.id === first)?.title).toBe(
      'Practice exam: Photosynthesis, Cell Biology',
    )
  })

  it('creates a combined guide through the combined purpose with the original texts and an empty original', async () => {
    localStorage.setItem(
      PROVIDER_SETTINGS_KEY,
      JSON.stringify({ baseURL: 'https://ai.example.test/v1' }),
    )
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { rows, user: actor } = await setup(threeGuides())
    const dialog = await selectTwo(actor)
    await actor.type(within(dialog).getByRole('textbox', { name: 'Unit title' }), 'Life Science')
    await actor.click(within(dialog).getByRole('button', { name: 'Combined Guide' }))
    expect(await screen.findByRole('link', { name: 'Life Science' })).toBeInTheDocument()
    expect(log.requests.map((request) => request.purpose)).toEqual(['combinedGuide'])
    const prompt = log.requests[0]!.body.messages.map((message) => message.content).join('\n')
    expect(prompt).toContain(rows[0]!.original_text)
    expect(prompt).toContain(rows[1]!.original_text)
    const insert = requestsTo('/rest/v1/study_guides', 'POST')[0]?.body
    expect(insert).toMatchObject({
      title: 'Life Science',
      kind: 'combined',
      original_text: '',
      source_guide_ids: [rows[0]!.id, rows[1]!.id],
    })
  })

  it('combines guides longer than the model’s window by reading them in parts, showing the part being read', async () => {
    // gpt-4's window (8,192 tokens) without a setting of the student's.
    localStorage.setItem(
      PROVIDER_SETTINGS_KEY,
      JSON.stringify({ baseURL: 'https://ai.example.test/v1', model: 'gpt-4' }),
    )
    const log = recordAiRequests()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let first = true
    // The first part's notes wait, so the dialog can be seen reading.
    const holdFirstPart = onNotes(async () => {
      if (!first) return undefined
      first = false
      await held
      return undefined
    })
    server.use(log.handler, holdFirstPart, ...aiHandlers)
    const [cells, light] = threeGuides()
    const { user: actor } = await setup([
      { ...cells, original_text: joinPages(makeSourcePages(10, 3_000, 1)) },
      { ...light, original_text: joinPages(makeSourcePages(10, 3_000, 2)) },
    ])
    const dialog = await selectTwo(actor)
    await actor.click(within(dialog).getByRole('button', { name: 'Combined Guide' }))
    // The spinner says 'Generating combined guide…' until the first progress event.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^Reading part \d+ of \d+ \(Cell Biology/,
      ),
    )
    release()
    expect(await screen.findByRole('link', { name: 'Combined Study Guide' })).toBeInTheDocument()
    expect(screen.queryByText(messages.combinedTooLong)).not.toBeInTheDocument()
    const purposes = log.requests.map((request) => request.purpose)
    expect(purposes.filter((purpose) => purpose === 'chunkNotes').length).toBeGreaterThan(2)
    expect(purposes.at(-1)).toBe('combinedGuide')
    for (const { body } of log.requests) expect(promptTokens(body)).toBeLessThanOrEqual(8_192)
    const final =
      log.requests
        .at(-1)
        ?.body.messages.map((m) => m.content)
        .join('\n') ?? ''
    expect(final).toContain('Cell Biology')
    expect(final).toContain('Photosynthesis')
  })

  it('uses the combined default title, keeps a combined guide whose save failed and saves it when the connection returns', async () => {
    localStorage.setItem(
      PROVIDER_SETTINGS_KEY,
      JSON.stringify({ baseURL: 'https://ai.example.test/v1' }),
    )
    server.use(...aiHandlers)
    const { ada, user: actor } = await setup(threeGuides())
    failRequest('POST', '/rest/v1/study_guides', { once: true })
    const dialog = await selectTwo(actor)
    await actor.click(within(dialog).getByRole('button', { name: 'Combined Guide' }))
    expect(await screen.findByText('Could not save your study guide.')).toBeInTheDocument()
    expect(requestsTo('/rest/v1/study_guides', 'POST')[0]?.body).toMatchObject({
      title: 'Combined Study Guide',
      kind: 'combined',
    })
    expect(screen.getByRole('dialog', { name: 'Create Unit Study Guide' })).toBeInTheDocument()

    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(requestsTo('/rest/v1/study_guides', 'POST')).toHaveLength(2))
    await waitFor(async () =>
      expect(
        await sql(
          "select title from public.study_guides where kind = 'combined' and user_id = $1",
          [ada.id],
        ),
      ).toEqual([{ title: 'Combined Study Guide' }]),
    )
  })
})
