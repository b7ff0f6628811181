import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { Toaster } from '@/components/ui/toast'
import type { GuideDocument, Saved } from '@/entities/study-guide/study-guide'
import { checkGuide } from '@/study-engine/citations/check'
import type { SourcePassage } from '@/lib/source'
import { GuideView, type GuideViewProps } from './guide-view'

const guide: Saved<GuideDocument> = {
  id: 'g1',
  title: 'Photosynthesis',
  content: '# Photosynthesis\n\n## Key Concepts\n- **Chlorophyll** absorbs light\n1. First step\n',
  createdAt: '2026-11-01T00:00:00Z',
  kind: 'guide',
  isUnitGuide: false,
}

const unit: GuideDocument = {
  ...guide,
  id: 'u1',
  title: 'Biology Unit',
  content: '# Unit body',
  kind: 'unit',
  isUnitGuide: true,
}
const components: Saved<GuideDocument>[] = [
  { ...guide, id: 'c1', title: 'Cells', content: '## Cells content' },
  { ...guide, id: 'c2', title: 'Genes', content: '## Genes content' },
]

function setup(props: Partial<GuideViewProps> = {}) {
  const callbacks = { onBack: vi.fn(), onDelete: vi.fn() }
  const quizMounts = vi.fn()
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <GuideView
        guide={guide}
        quizTab={(ref) => {
          quizMounts(ref)
          return <QuizStub title={ref.title} />
        }}
        flashcardsTab={(ref) => <p>Flashcards of {ref.title}</p>}
        tutorPanel={(ref, onClose) => (
          <aside aria-label="AI Tutor">
            Tutor of {ref.title}
            <button type="button" onClick={onClose}>
              Close tutor
            </button>
          </aside>
        )}
        {...callbacks}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  )
  return { user, quizMounts, ...callbacks }
}

// Stands in for a slot with its own state, to prove tab switches keep it.
function QuizStub({ title }: { title: string }) {
  return (
    <label>
      Quiz answer for {title}
      <input />
    </label>
  )
}

/** Captures what the export hands to the browser's download machinery. */
function captureDownloads() {
  const blobs: Blob[] = []
  const names: string[] = []
  const originalCreate = URL.createObjectURL
  const originalRevoke = URL.revokeObjectURL
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob)
    return `blob:test/${blobs.length}`
  }
  URL.revokeObjectURL = () => {}
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  onTestFinished(() => {
    URL.createObjectURL = originalCreate
    URL.revokeObjectURL = originalRevoke
    click.mockRestore()
  })
  return { blobs, names }
}

describe('GuideView', () => {
  it('renders the guide as markdown under the Study Guide tab', async () => {
    setup()
    // The documents (and the markdown renderer) load with the tab.
    await screen.findByRole('heading', { level: 2, name: 'Key Concepts' })
    // One h1 on the page, the title: the guide's own headings start at h2.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Photosynthesis' }),
    ])
    const tabs = screen.getByRole('tablist', { name: 'Study tools' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Study Guide', 'Quiz', 'Flashcards'])
    expect(screen.getByRole('tab', { name: 'Study Guide' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const panel = screen.getByRole('tabpanel')
    // The guide's opening '# Photosynthesis' only repeats the title: it is read once.
    expect(screen.getAllByRole('heading', { name: 'Photosynthesis' })).toHaveLength(1)
    expect(
      within(panel).getByRole('heading', { level: 2, name: 'Key Concepts' }),
    ).toBeInTheDocument()
    expect(within(panel).getByText('Chlorophyll', { selector: 'strong' })).toBeInTheDocument()
    expect(within(panel).getAllByRole('list')).toHaveLength(2)
  })

  it('fills the Quiz and Flashcards tabs from their slots and keeps their state across tab switches', async () => {
    const { user, quizMounts } = setup()
    expect(quizMounts).not.toHaveBeenCalled()
    await user.click(screen.getByRole('tab', { name: 'Quiz' }))
    expect(quizMounts).toHaveBeenCalledWith({
      id: 'g1',
      title: 'Photosynthesis',
      content: guide.content,
    })
    await user.type(
      screen.getByRole('textbox', { name: 'Quiz answer for Photosynthesis' }),
      'chlorophyll',
    )
    await user.click(screen.getByRole('tab', { name: 'Flashcards' }))
    expect(screen.getByText('Flashcards of Photosynthesis')).toBeVisible()
    expect(screen.queryByRole('textbox', { name: /quiz answer/i })).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Quiz' }))
    expect(screen.getByRole('textbox', { name: 'Quiz answer for Photosynthesis' })).toHaveValue(
      'chlorophyll',
    )
  })

  it('puts the keyboard on the title when it opens with focus on nothing, and steals no focus', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toHaveFocus()
    cleanup()
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    onTestFinished(() => elsewhere.remove())
    elsewhere.focus()
    setup()
    expect(elsewhere).toHaveFocus()
  })

  it('goes back to the dashboard', async () => {
    const { user, onBack } = setup()
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }))
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('copies the markdown to the clipboard', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(guide.content)
    expect(await screen.findByText('Study guide copied to clipboard.')).toBeInTheDocument()
  })

  it('downloads the markdown as TXT and a standalone document as HTML, named after the title', async () => {
    const downloads = captureDownloads()
    const { user } = setup()
    const download = screen.getByRole('button', { name: 'Download' })
    expect(download).toHaveAttribute('aria-expanded', 'false')
    await user.click(download)
    await user.click(screen.getByRole('button', { name: 'Download TXT' }))
    expect(downloads.names).toEqual(['Photosynthesis.txt'])
    expect(await downloads.blobs[0]!.text()).toBe(guide.content)
    expect(downloads.blobs[0]!.type).toBe('text/plain;charset=utf-8')
    expect(screen.queryByRole('button', { name: 'Download TXT' })).not.toBeInTheDocument()

    await user.click(download)
    await user.click(screen.getByRole('button', { name: 'Download HTML' }))
    await waitFor(() =>
      expect(downloads.names).toEqual(['Photosynthesis.txt', 'Photosynthesis.html']),
    )
    const html = await downloads.blobs[1]!.text()
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('<title>Photosynthesis</title>')
    expect(html).toContain('<strong>Chlorophyll</strong>')
  })

  it('closes the Download menu on a click outside it, on Escape and when focus leaves it', async () => {
    const { user } = setup()
    const download = screen.getByRole('button', { name: 'Download' })
    await user.click(download)
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument()
    await user.click(screen.getByRole('heading', { level: 1, name: 'Photosynthesis' }))
    expect(download).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument()
    await user.click(download)
    await user.keyboard('{Escape}')
    expect(download).toHaveAttribute('aria-expanded', 'false')
    expect(download).toHaveFocus()
    await user.click(download)
    await user.tab() // Download TXT
    await user.tab() // Download HTML
    await user.tab() // Download PDF
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'AI Chat' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument()
  })

  it('keeps the keyboard on Download after a format is chosen from its menu', async () => {
    const downloads = captureDownloads()
    const { user } = setup()
    const download = screen.getByRole('button', { name: 'Download' })
    download.focus()
    await user.keyboard('{Enter}')
    await user.tab() // Download TXT
    expect(screen.getByRole('button', { name: 'Download TXT' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(downloads.names).toEqual(['Photosynthesis.txt']))
    expect(screen.queryByRole('list', { name: 'Download formats' })).not.toBeInTheDocument()
    expect(download).toHaveFocus()
  })

  it('prints the HTML document in a new window for PDF, and says so when pop-ups are blocked', async () => {
    const written: string[] = []
    const print = vi.fn()
    const fakeWindow = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print,
      setTimeout: (callback: () => void) => callback(),
    }
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(fakeWindow as unknown as Window)
      .mockReturnValueOnce(null)
    onTestFinished(() => open.mockRestore())
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(print).toHaveBeenCalledOnce())
    expect(written[0]).toContain('<title>Photosynthesis</title>')
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(
      await screen.findByText('Allow pop-ups for this site to save the PDF.'),
    ).toBeInTheDocument()
  })

  it('toggles the AI Tutor panel with the AI Chat button', async () => {
    const { user } = setup()
    const chat = screen.getByRole('button', { name: 'AI Chat' })
    expect(chat).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByRole('complementary', { name: 'AI Tutor' })).not.toBeInTheDocument()
    await user.click(chat)
    expect(chat).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('complementary', { name: 'AI Tutor' })).toHaveTextContent(
      'Tutor of Photosynthesis',
    )
    await user.click(screen.getByRole('button', { name: 'Close tutor' }))
    expect(chat).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByRole('complementary', { name: 'AI Tutor' })).not.toBeInTheDocument()
  })

  it('draws the open tab once as the page first shows (issue 43: a second draw before its first paint)', () => {
    const draws = vi.fn()
    setup({
      initialTab: 'flashcards',
      flashcardsTab: (ref) => {
        draws()
        return <p>Flashcards of {ref.title}</p>
      },
    })
    expect(screen.getByText('Flashcards of Photosynthesis')).toBeVisible()
    expect(draws).toHaveBeenCalledTimes(1)
  })

  it('commits the page once as it first shows (issue 43: state the tabs set in that commit drew it again, and ran every effect, before its first paint)', () => {
    // 'nested-update': a commit of an update made during the commit before (a callback ref's or
    // a layout effect's), which React draws at once, after running the effects waiting so far.
    const commits: string[] = []
    render(
      <Profiler id="guide" onRender={(_id, phase) => commits.push(phase)}>
        <QueryClientProvider client={new QueryClient()}>
          <GuideView
            guide={guide}
            initialTab="flashcards"
            quizTab={() => null}
            flashcardsTab={(ref) => <p>Flashcards of {ref.title}</p>}
            tutorPanel={() => null}
          />
        </QueryClientProvider>
      </Profiler>,
    )
    expect(screen.getByRole('tabpanel', { name: 'Flashcards' })).toHaveTextContent(
      'Flashcards of Photosynthesis',
    )
    expect(commits).toEqual(['mount'])
  })

  it('gives the keyboard back to AI Chat when the tutor panel closes', async () => {
    const { user } = setup()
    const chat = screen.getByRole('button', { name: 'AI Chat' })
    chat.focus()
    await user.keyboard('{Enter}')
    const close = screen.getByRole('button', { name: 'Close tutor' })
    close.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('complementary', { name: 'AI Tutor' })).not.toBeInTheDocument()
    expect(chat).toHaveFocus()
  })

  it('returns focus to Delete when its confirmation is cancelled with Escape or Cancel', async () => {
    const { user, onDelete } = setup()
    const remove = screen.getByRole('button', { name: 'Delete' })
    remove.focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Delete Study Guide' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(remove).toHaveFocus())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(remove).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Study Guide' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    await waitFor(() => expect(remove).toHaveFocus())
    expect(onDelete).not.toHaveBeenCalled()
  })

  it('deletes only after the confirmation', async () => {
    const { user, onDelete } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    let dialog = screen.getByRole('dialog', { name: 'Delete Study Guide' })
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Photosynthesis"? This cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onDelete).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    dialog = screen.getByRole('dialog', { name: 'Delete Study Guide' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
  })

  it('never turns HTML or javascript: links in a guide into live markup', () => {
    setup({
      guide: {
        ...guide,
        title: '<img src=x onerror=alert(1)>',
        content:
          '<script>window.pwned=1</script>\n\n<img src=x onerror=alert(2)>\n\n[bad](javascript:alert(3)) [good](https://example.com)',
      },
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    )
    expect(document.querySelector('script, img[src="x"]')).toBeNull()
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument()
    expect(screen.getByText('bad')).not.toHaveAttribute('href')
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute(
      'href',
      'https://example.com',
    )
  })
})

describe('GuideView for a unit guide', () => {
  it('shows a Combined Study Guide tab and one tab per component guide', async () => {
    const { user } = setup({
      guide: unit,
      componentGuides: components,
      onGenerateCombined: vi.fn(),
    })
    const row = screen.getByRole('tablist', { name: 'Unit guides' })
    expect(
      within(row)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Combined Study Guide', 'Cells', 'Genes'])
    expect(screen.getByRole('heading', { level: 2, name: 'Unit body' })).toBeInTheDocument()
    await user.click(within(row).getByRole('tab', { name: 'Genes' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Genes content' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Unit body' })).not.toBeInTheDocument()
  })

  it("names itself once: 'Unit guide of 2 guides', and a practice exam on picked guides 'Practice exam on 2 guides'", () => {
    setup({ guide: unit, componentGuides: components })
    expect(screen.getByText('Unit guide of 2 guides')).toBeInTheDocument()
    cleanup()
    const exam = { ...unit, title: 'Practice exam: Cells, Genes', kind: 'exam' as const }
    setup({ guide: exam, componentGuides: components })
    expect(screen.getByText('Practice exam on 2 guides')).toBeInTheDocument()
    expect(screen.queryByText(/Unit guide/)).not.toBeInTheDocument()
  })

  it('copies and exports the component being read', async () => {
    const downloads = captureDownloads()
    const { user } = setup({ guide: unit, componentGuides: components })
    await user.click(screen.getByRole('tab', { name: 'Cells' }))
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await user.click(screen.getByRole('button', { name: 'Download TXT' }))
    expect(downloads.names).toEqual(['Cells.txt'])
    expect(await downloads.blobs[0]!.text()).toBe('## Cells content')
  })

  it('runs Generate AI Combined Guide only for a unit guide with components and a callback', async () => {
    const onGenerateCombined = vi.fn()
    const { user } = setup({ guide: unit, componentGuides: components, onGenerateCombined })
    await user.click(screen.getByRole('button', { name: 'Generate AI Combined Guide' }))
    expect(onGenerateCombined).toHaveBeenCalledOnce()
  })

  it.each([
    ['no callback', { guide: unit, componentGuides: components }],
    ['no components', { guide: unit, componentGuides: [], onGenerateCombined: () => {} }],
    ['not a unit guide', { guide, componentGuides: components, onGenerateCombined: () => {} }],
  ])('hides Generate AI Combined Guide with %s', (_case, props) => {
    setup(props)
    expect(
      screen.queryByRole('button', { name: 'Generate AI Combined Guide' }),
    ).not.toBeInTheDocument()
  })

  it('shows progress while the combined guide is generated, keeping the button focusable', async () => {
    const onGenerateCombined = vi.fn()
    const { user } = setup({
      guide: unit,
      componentGuides: components,
      onGenerateCombined,
      generatingCombined: true,
    })
    const button = screen.getByRole('button', { name: 'Generate AI Combined Guide' })
    // Not disabled (the focus would fall to the page), but inert and said to be unavailable.
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    button.focus()
    await user.keyboard('{Enter}')
    expect(onGenerateCombined).not.toHaveBeenCalled()
    expect(button).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Generating combined guide…')
  })

  it('says which part it reads while combining long guides', () => {
    setup({
      guide: unit,
      componentGuides: components,
      onGenerateCombined: vi.fn(),
      generatingCombined: true,
      combineProgress: 'Reading part 2 of 9 (Cells)',
    })
    expect(screen.getByRole('status')).toHaveTextContent('Reading part 2 of 9 (Cells)')
    expect(screen.queryByText('Generating combined guide…')).not.toBeInTheDocument()
  })
})

describe('GuideView for a guide that was not saved', () => {
  it('offers no Back or Delete and hands the study tools a guide without an id', async () => {
    const { user, quizMounts } = setup({
      guide: { ...guide, id: null },
      onBack: undefined,
      onDelete: undefined,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Photosynthesis' })).not.toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Back to Dashboard' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Quiz' }))
    expect(quizMounts).toHaveBeenCalledWith({
      id: null,
      title: 'Photosynthesis',
      content: guide.content,
    })
  })
})

describe('GuideView citations', () => {
  const source: SourcePassage[] = [
    {
      anchor: { kind: 'page', n: 1 },
      text: 'Glaciers erode valleys by plucking and abrasion. Moraines mark where a glacier stopped.',
    },
    {
      anchor: { kind: 'page', n: 2 },
      text: 'Coral reefs need warm, clear water. Bleaching happens when heat drives the algae out.',
    },
  ]
  const written = [
    '# Earth',
    '',
    '## Overview',
    'Ice and water shape the planet.',
    '',
    '## Key Concepts',
    '- **Glacial erosion**: glaciers erode valleys by plucking and abrasion [P1]',
    '- **Coral bleaching**: heat drives the algae out of the reef [P2]',
    '- **Quasitronic drift**: Zelbian flux loops invert the hexaphonic lattice [P1]',
    '- **Moraines**: moraines never mark where a glacier stopped [P1]',
    '',
    '## Practice Questions',
    '1. Why do reefs bleach?',
  ].join('\n')
  // The guide as generation delivers it: markers checked and taken out (src/study-engine/citations).
  const cited = checkGuide(source, written)
  const citedGuide: GuideDocument = {
    ...guide,
    id: null,
    title: 'Earth',
    content: cited.content,
    source,
    citations: cited.citations,
  }
  const point = (text: string) =>
    screen.getByText(text, { exact: false }).closest('li') as HTMLElement

  it('follows each point with its source, and marks a point nothing supports', () => {
    setup({ guide: citedGuide, onBack: undefined, onDelete: undefined })
    expect(screen.queryByText(/\[P\d/)).not.toBeInTheDocument()
    expect(
      within(point('Glacial erosion')).getByRole('button', { name: 'Source: page 1' }),
    ).toBeInTheDocument()
    expect(
      within(point('Coral bleaching')).getByRole('button', { name: 'Source: page 2' }),
    ).toBeInTheDocument()
    expect(within(point('Quasitronic drift')).getByText('Not found in your material')).toBeVisible()
    expect(within(point('Why do reefs bleach?')).queryByRole('button')).not.toBeInTheDocument()
  })

  it('says when the material says otherwise, and opens the closest passage with the conflicting word marked', async () => {
    const { user } = setup({ guide: citedGuide, onBack: undefined, onDelete: undefined })
    const moraines = point('moraines never mark')
    expect(within(moraines).getByText('Your material says otherwise')).toBeVisible()
    expect(within(moraines).queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
    await user.click(within(moraines).getByRole('button', { name: 'Closest passage: page 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Closest passage' })
    expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['mark'])
  })

  it('opens the passage with the supporting sentence marked, and gives the keyboard back', async () => {
    const { user } = setup({ guide: citedGuide, onBack: undefined, onDelete: undefined })
    const button = within(point('Coral bleaching')).getByRole('button', { name: 'Source: page 2' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    expect(dialog).toHaveTextContent('Coral reefs need warm, clear water.')
    expect(
      within(dialog).getByText('Bleaching happens when heat drives the algae out.').tagName,
    ).toBe('MARK')
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()
  })

  it('prints page references in the HTML export', async () => {
    const { user } = setup({ guide: citedGuide, onBack: undefined, onDelete: undefined })
    const downloads = captureDownloads()
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await user.click(screen.getByRole('button', { name: 'Download HTML' }))
    await waitFor(() => expect(downloads.blobs).toHaveLength(1))
    const html = await downloads.blobs[0]!.text()
    expect(html).toContain('abrasion <span class="source">(Source: page 1)</span>')
    expect(html).toContain('<span class="source">(Not found in your material)</span>')
    expect(html).toContain(
      '<mark class="source contradicted">(Your material says otherwise (closest passage: page 1))</mark>',
    )
  })

  it('shows no citations, and no error, for a guide without a stored source', () => {
    setup()
    expect(screen.getByText('Chlorophyll')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
    expect(screen.queryByText('Not found in your material')).not.toBeInTheDocument()
  })
})
