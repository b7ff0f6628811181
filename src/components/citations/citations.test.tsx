import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Citation } from '@/lib/citation'
import type { SourcePassage } from '@/lib/source'
import { Citations } from './citations'
import { SourceLoaderProvider, type SourceLoader } from './source-loader'

const passages: SourcePassage[] = [
  { anchor: { kind: 'page', n: 11 }, text: 'Page eleven.' },
  {
    anchor: { kind: 'page', n: 12 },
    text: 'Cells divide by mitosis. The spindle pulls the chromosomes apart. Then the cell splits.',
  },
]

const onPage12: Citation = {
  status: 'verified',
  passage: 1,
  anchor: { kind: 'page', n: 12 },
  // 'The spindle pulls the chromosomes apart.'
  marks: [[25, 65]],
}

function renderCitations(
  citations: Citation[] | undefined,
  load: SourceLoader = async () => passages,
) {
  const user = userEvent.setup()
  render(
    <SourceLoaderProvider load={load}>
      <p>
        A point <Citations citations={citations} />
      </p>
    </SourceLoaderProvider>,
  )
  return { user }
}

describe('Citations', () => {
  it('names each source as "Source: page 12" and shows the place', () => {
    renderCitations([onPage12])
    const button = screen.getByRole('button', { name: 'Source: page 12' })
    expect(button).toHaveTextContent('page 12')
  })

  it("names a transcript's moment as 'Source: 12:34', hours past the hour", () => {
    renderCitations([
      { status: 'verified', passage: 0, anchor: { kind: 'time', seconds: 754 }, marks: [] },
      { status: 'found', passage: 1, anchor: { kind: 'time', seconds: 3723 }, marks: [] },
    ])
    expect(screen.getByRole('button', { name: 'Source: 12:34' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Source: 1:02:03' })).toBeInTheDocument()
  })

  it("opens a YouTube video's passage with a link to the video at that second", async () => {
    const video: SourcePassage[] = [
      {
        anchor: { kind: 'time', seconds: 95.4, video: 'osmosisLec1' },
        text: 'Osmosis moves water.',
      },
    ]
    const { user } = renderCitations(
      [{ status: 'verified', passage: 0, anchor: { kind: 'time', seconds: 95.4 }, marks: [] }],
      async () => video,
    )
    await user.click(screen.getByRole('button', { name: 'Source: 1:35' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    const link = within(dialog).getByRole('link', { name: 'Watch on YouTube from 1:35' })
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=osmosisLec1&t=95s')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    // A video is not a recording on this device: no player, no 'not on this device'.
    expect(within(dialog).queryByText(/not on this device/)).not.toBeInTheDocument()
  })

  it('holds the passage in a region named by its place, which Tab reaches from Close', async () => {
    const { user } = renderCitations([onPage12])
    await user.click(screen.getByRole('button', { name: 'Source: page 12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    const passage = within(dialog).getByRole('region', { name: 'Page 12' })
    expect(await within(passage).findByText(/The spindle pulls/)).toBeInTheDocument()
    // A long passage scrolls; the keyboard scrolls it once the region has focus.
    within(dialog).getByRole('button', { name: 'Close' }).focus()
    await user.tab()
    expect(passage).toHaveFocus()
  })

  it('puts the file first when the guide joins several files', () => {
    renderCitations([
      { ...onPage12, file: 'biology.pdf' },
      {
        status: 'found',
        passage: 0,
        file: 'deck.pptx',
        anchor: { kind: 'slide-notes', n: 4 },
        marks: [],
      },
    ])
    expect(screen.getByRole('button', { name: 'Source: biology.pdf, page 12' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Source: deck.pptx, notes of slide 4' }),
    ).toBeInTheDocument()
  })

  it('heads the passage with the file’s name as written, and a section’s name as written', async () => {
    const { user } = renderCitations([
      { ...onPage12, file: 'lecture.m4a', anchor: { kind: 'time', seconds: 0 } },
      { ...onPage12, passage: 0, anchor: { kind: 'heading', heading: 'iPhone sales' } },
    ])
    await user.click(screen.getByRole('button', { name: 'Source: lecture.m4a, 0:00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    expect(within(dialog).getByRole('region', { name: 'lecture.m4a, 0:00' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Source: iPhone sales' }))
    const second = await screen.findByRole('dialog', { name: 'Source' })
    expect(within(second).getByRole('region', { name: 'iPhone sales' })).toBeInTheDocument()
  })

  it('opens the passage in a dialog named Source, the supporting sentence marked, and Escape returns to the button', async () => {
    const { user } = renderCitations([onPage12])
    const button = screen.getByRole('button', { name: 'Source: page 12' })
    button.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    expect(within(dialog).getByText('Page 12')).toBeInTheDocument()
    const marked = dialog.querySelectorAll('mark')
    expect([...marked].map((mark) => mark.textContent)).toEqual([
      'The spindle pulls the chromosomes apart.',
    ])
    expect(dialog).toHaveTextContent(passages[1]!.text)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('says when the app found the passage itself', async () => {
    const { user } = renderCitations([{ ...onPage12, status: 'found' }])
    await user.click(screen.getByRole('button', { name: 'Source: page 12' }))
    expect(
      await screen.findByText(/did not name its source; this is the passage of your material/),
    ).toBeInTheDocument()
  })

  it('says so when the passage cannot be loaded', async () => {
    const { user } = renderCitations([onPage12], async () => undefined)
    await user.click(screen.getByRole('button', { name: 'Source: page 12' }))
    expect(
      await screen.findByText('This passage of your material could not be loaded.'),
    ).toBeInTheDocument()
  })

  it('marks an item nothing supports, and labels a broader question as such', () => {
    renderCitations([{ status: 'not-found' }])
    expect(screen.getByText('Not found in your material')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    renderCitations([{ status: 'beyond-material' }])
    expect(screen.getByText('Broader question: beyond your material')).toBeInTheDocument()
  })

  it('says when the material says otherwise, and opens the closest passage by keyboard with the conflicting words marked', async () => {
    const { user } = renderCitations([
      {
        status: 'contradicted',
        passage: 1,
        anchor: { kind: 'page', n: 12 },
        // 'pulls'
        marks: [[37, 42]],
      },
    ])
    expect(screen.getByText('Your material says otherwise')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Closest passage: page 12' })
    button.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Closest passage' })
    expect(dialog).toHaveTextContent(passages[1]!.text)
    expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['pulls'])
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()
  })

  it('shows the sources and the contradiction of a reply whose sentences differ', () => {
    renderCitations([
      onPage12,
      { status: 'contradicted', passage: 0, anchor: { kind: 'page', n: 11 }, marks: [] },
    ])
    expect(screen.getByRole('button', { name: 'Source: page 12' })).toBeInTheDocument()
    expect(screen.getByText('Your material says otherwise')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Closest passage: page 11' })).toBeInTheDocument()
  })

  it('shows nothing for an item without citations (made before them, or without a source)', () => {
    renderCitations(undefined)
    expect(screen.getByText('A point')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText('Not found in your material')).not.toBeInTheDocument()
  })
})

describe('Citations when the verdict changes', () => {
  it('keeps the verdict in one polite live region, so a later verdict is announced', () => {
    const view = render(
      <SourceLoaderProvider load={async () => passages}>
        <Citations citations={[onPage12]} />
      </SourceLoaderProvider>,
    )
    const region = screen.getByRole('button', { name: 'Source: page 12' }).closest('[aria-live]')
    expect(region).toHaveAttribute('aria-live', 'polite')
    view.rerender(
      <SourceLoaderProvider load={async () => passages}>
        <Citations citations={[{ ...onPage12, status: 'contradicted' }]} />
      </SourceLoaderProvider>,
    )
    expect(screen.getByText('Your material says otherwise').closest('[aria-live]')).toBe(region)
    expect(region).toHaveTextContent('Your material says otherwise')
    view.rerender(
      <SourceLoaderProvider load={async () => passages}>
        <Citations citations={[{ status: 'not-found' }]} />
      </SourceLoaderProvider>,
    )
    expect(screen.getByText('Not found in your material').closest('[aria-live]')).toBe(region)
  })

  it("shows 'Checking…' in place of the verdict while the model reads the item", () => {
    renderCitations([{ ...onPage12, ai: 'checking' }])
    expect(screen.getByText('Checking…')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
  })

  it("keeps the word check's verdict, marked 'Not checked by the AI', when the model gave no answer", () => {
    renderCitations([{ status: 'not-found', ai: 'unchecked' }])
    expect(screen.getByText('Not found in your material')).toBeInTheDocument()
    expect(screen.getByText('Not checked by the AI')).toBeInTheDocument()
  })

  it('says in the passage view how the item was checked: by its words, or read by the AI', async () => {
    const { user } = renderCitations([onPage12])
    await user.click(screen.getByRole('button', { name: 'Source: page 12' }))
    const words = await screen.findByRole('dialog', { name: 'Source' })
    expect(within(words).getByText('The words of this item are on page 12')).toBeInTheDocument()
    expect(within(words).queryByText(/Read by the AI/)).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    cleanup()

    const read = renderCitations([{ ...onPage12, ai: 'read' }])
    await read.user.click(screen.getByRole('button', { name: 'Source: page 12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    expect(within(dialog).getByText('Read by the AI against page 12')).toBeInTheDocument()
    expect(within(dialog).queryByText(/The words of this item/)).not.toBeInTheDocument()
    expect(screen.queryByText('Not checked by the AI')).not.toBeInTheDocument()
  })
})
