import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { coverGradients } from '@/config/cover-colors'
import {
  aiHandlers,
  aiReplies,
  cannedReply,
  completionJson,
  onPurpose,
  recordAiRequests,
  replyFor,
  sampleGuide,
  saysOtherwiseAboutEvery,
  splitIntoChunks,
  withoutMarkers,
} from '@/testing/ai-handlers'
import { passagesFromText } from '@/lib/extract/text-passages'
import { signInNewAccount, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { failRequest, server } from '@/testing/msw-server'
import { exampleNotes, exampleTitle } from '../model/example-notes'
import { NOTES_DRAFT_KEY } from '../model/notes'
import { createGate } from '@/testing/gate'
import { mitochondriaNotes, paraphrasedGuide } from '@/testing/paraphrased-guide'
import { configureTestProvider, renderSection } from '../testing/render-section'
import { PasteNotesSection } from './paste-notes-section'

const notes = mitochondriaNotes

function setup(props: { signedIn?: boolean; userId?: string } = {}) {
  const onGuideReady = vi.fn()
  const view = renderSection(
    <PasteNotesSection
      signedIn={props.signedIn ?? false}
      userId={props.userId}
      onGuideReady={onGuideReady}
    />,
  )
  return { ...view, onGuideReady }
}

describe('PasteNotesSection validation', () => {
  it('counts characters live, hints the rest and enables Generate at 50 with a check mark', async () => {
    const { user } = setup()
    const button = screen.getByRole('button', { name: 'Generate Study Guide' })
    expect(button).toBeDisabled()
    expect(screen.getByText('· 50 more characters needed')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Notes'))
    await user.paste('a'.repeat(49))
    expect(screen.getByText('49 characters')).toBeInTheDocument()
    expect(screen.getByText('· 1 more character needed')).toBeInTheDocument()
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText('Notes'), 'a')
    expect(screen.getByText('50 characters')).toBeInTheDocument()
    expect(screen.getByText('Enough to generate')).toBeInTheDocument()
    expect(screen.queryByText(/more characters? needed/)).not.toBeInTheDocument()
    expect(button).toBeEnabled()
  })

  it('shows the spec messages for blank and too-short notes and sends nothing', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { user } = setup()
    const field = screen.getByLabelText('Notes')
    await user.click(field)
    await user.paste(' '.repeat(55))
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter some text to generate a study guide.',
    )
    await user.clear(field)
    await user.type(field, 'Too short to study.')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please provide more content (at least 50 characters) for a meaningful study guide.',
    )
    expect(log.requests).toHaveLength(0)
  })

  it('Try Example fills a biology title and text', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Try Example' }))
    expect(screen.getByLabelText('Title (optional)')).toHaveValue(exampleTitle)
    expect(screen.getByLabelText('Notes')).toHaveValue(exampleNotes)
    expect(screen.getByRole('button', { name: 'Generate Study Guide' })).toBeEnabled()
  })

  it('keeps the draft across a reload', async () => {
    const first = setup()
    await first.user.type(screen.getByLabelText('Title (optional)'), 'Cells')
    await first.user.type(screen.getByLabelText('Notes'), 'Ribosomes make proteins')
    first.unmount()
    setup()
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Cells')
    expect(screen.getByLabelText('Notes')).toHaveValue('Ribosomes make proteins')
  })
})

describe('PasteNotesSection generation', () => {
  beforeEach(configureTestProvider)

  it('goes through Analysing… and Generating with AI…, streams the guide, and delivers it unsaved when anonymous', async () => {
    const titleGate = createGate()
    // The guide stops after its first two chunks until the test has seen it half-way: however
    // slow the machine, the preview is checked while the guide is still arriving.
    const restGate = createGate()
    const log = recordAiRequests()
    server.use(
      log.handler,
      http.post('*/chat/completions', async ({ request }) => {
        const body = (await request.clone().json()) as { stream?: boolean }
        if (body.stream) return undefined
        await titleGate.opened
        return HttpResponse.json(completionJson('Cell Energy'))
      }),
      aiReplies.stream(splitIntoChunks(sampleGuide, 40), {
        chunkDelayMs: 10,
        holdAfter: { chunks: 2, until: restGate.opened },
      }),
    )
    const { user, onGuideReady } = setup()
    await user.click(screen.getByLabelText('Notes'))
    await user.paste(notes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    expect(await screen.findByText('Analysing…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Study Guide' })).toBeDisabled()
    act(() => titleGate.open())
    expect(await screen.findByText('Generating with AI…')).toBeInTheDocument()
    expect(screen.getByText('test-model · ai.example.test')).toBeInTheDocument()
    // The guide shows while it streams: the start is there before the end has arrived.
    const preview = await screen.findByRole('region', { name: 'Study guide from your pasted text' })
    await waitFor(() => expect(preview).toHaveTextContent('Photosynthesis'))
    // Under the page's h1 and the section's h2, the guide's '#' heading is an h3.
    expect(
      await within(preview).findByRole('heading', { level: 3, name: 'Photosynthesis' }),
    ).toBeInTheDocument()
    expect(preview).not.toHaveTextContent('release oxygen')
    expect(screen.queryByText('Study guide ready!')).not.toBeInTheDocument()
    // Neither the section nor the preview is one more element labelled '…notes…'.
    expect(screen.getAllByLabelText(/notes/i)).toEqual([
      screen.getByRole('textbox', { name: 'Notes' }),
    ])
    restGate.open()
    expect(
      await screen.findByText('Study guide ready!', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: 'Study guide from your pasted text' }),
    ).not.toBeInTheDocument()
    expect(onGuideReady).toHaveBeenCalledTimes(1)
    expect(onGuideReady).toHaveBeenCalledWith({
      id: null,
      title: 'Cell Energy',
      content: sampleGuide.trim(),
      originalText: notes,
      source: passagesFromText(notes),
      // The scripted guide is about photosynthesis; nothing in these notes supports its points.
      citations: expect.arrayContaining([
        { key: 'chlorophyll the pigment that absorbs light', citations: [{ status: 'not-found' }] },
      ]) as unknown,
    })
    expect(log.requests.map((request) => request.purpose)).toEqual(['title', 'studyGuide'])
    expect(requestsTo('/rest/v1/study_guides')).toHaveLength(0)
    expect(sessionStorage.getItem(NOTES_DRAFT_KEY)).toBeNull()
    // A whole run (title, stream, citation check) takes seconds when the machine is busy.
  }, 30_000)

  it('uses the given title, sends the output language and saves with a palette cover when signed in', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const ada = await signInNewAccount('Ada')
    const onGuideReady = vi.fn()
    const { user } = renderSection(
      <PasteNotesSection signedIn userId={ada.id} language="Spanish" onGuideReady={onGuideReady} />,
    )
    await user.type(screen.getByLabelText('Title (optional)'), 'My Cells')
    await user.click(screen.getByLabelText('Notes'))
    await user.paste(notes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1))
    const saved = await sql<{ id: string; title: string }>(
      'select id, title from public.study_guides where user_id = $1',
      [ada.id],
    )
    expect(saved).toEqual([expect.objectContaining({ title: 'My Cells' })])
    expect(onGuideReady).toHaveBeenCalledWith(
      expect.objectContaining({ id: saved[0]?.id, title: 'My Cells' }),
    )
    await waitFor(() =>
      expect(log.requests.map((request) => request.purpose)).toEqual([
        'studyGuide',
        'secondOpinion',
      ]),
    )
    expect(log.requests[0]?.body.messages.map((message) => message.content).join('\n')).toMatch(
      /Spanish/,
    )
    const inserts = requestsTo('/rest/v1/study_guides', 'POST')
    expect(inserts).toHaveLength(1)
    const insert = inserts[0]?.body as Record<string, unknown> | undefined
    // The guide is kept without the model's passage markers, which became citations.
    const reply = cannedReply(log.requests[0]!.body)
    expect(reply).toContain('[P1]')
    expect(insert).toMatchObject({
      title: 'My Cells',
      content: withoutMarkers(reply).trim(),
      original_text: notes,
      user_id: ada.id,
    })
    expect(coverGradients).toContain(insert?.['cover_color'])
    // Saved at once with the word check's verdicts marked 'checking'; the model's reading of
    // every item replaces them in the row.
    type Kept = { key: string; citations: { status: string; ai?: string }[] }
    const kept = async () =>
      (
        await sql<{ citations: Kept[] }>(
          'select citations from public.study_guide_sources where guide_id = $1',
          [saved[0]?.id],
        )
      )[0]?.citations ?? []
    await waitFor(async () =>
      expect((await kept()).flatMap((entry) => entry.citations.map((c) => c.ai))).not.toContain(
        'checking',
      ),
    )
    const read = await kept()
    expect(read.map((entry) => entry.citations[0]?.status)).toContain('verified')
    expect(read.find((entry) => entry.key.startsWith('quasitronic drift'))?.citations).toEqual([
      { status: 'not-found', ai: 'read' },
    ])
  })

  describe('a failed save', () => {
    async function generateWithFailingSave() {
      server.use(...aiHandlers)
      const ada = await signInNewAccount('Ada')
      failRequest('POST', '/rest/v1/study_guides', { once: true })
      const onGuideReady = vi.fn()
      const view = renderSection(
        <PasteNotesSection signedIn userId={ada.id} onGuideReady={onGuideReady} />,
      )
      await view.user.click(screen.getByLabelText('Notes'))
      await view.user.paste(notes)
      await view.user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
      const alert = await screen.findByRole('alert')
      const stored = () =>
        sql<{ id: string; title: string }>(
          'select id, title from public.study_guides where user_id = $1',
          [ada.id],
        )
      return { ...view, ada, alert, onGuideReady, stored }
    }

    beforeEach(() => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
    })
    afterEach(() => vi.restoreAllMocks())

    it('keeps the guide on screen with Retry, and the notes until Retry saves it', async () => {
      const { user, alert, onGuideReady, stored } = await generateWithFailingSave()
      expect(alert).toHaveTextContent('Could not save your study guide.')
      const shown = screen.getByRole('region', { name: 'Study guide from your pasted text' })
      expect(await within(shown).findByRole('heading', { name: /Overview/ })).toBeInTheDocument()
      expect(screen.queryByText('Study guide ready!')).not.toBeInTheDocument()
      expect(screen.getByLabelText('Notes')).toHaveValue(notes)
      expect(sessionStorage.getItem(NOTES_DRAFT_KEY)).not.toBeNull()
      expect(onGuideReady).not.toHaveBeenCalled()
      expect(await stored()).toEqual([])

      await user.click(within(alert).getByRole('button', { name: 'Retry' }))
      expect(await screen.findByText('Study guide ready!')).toBeInTheDocument()
      const [saved] = await stored()
      expect(onGuideReady).toHaveBeenCalledTimes(1)
      expect(onGuideReady).toHaveBeenCalledWith(
        expect.objectContaining({ id: saved?.id, title: saved?.title }),
      )
      expect(await sql('select guide_id from public.study_guide_sources')).toContainEqual({
        guide_id: saved?.id,
      })
      expect(sessionStorage.getItem(NOTES_DRAFT_KEY)).toBeNull()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    it('saves the kept guide by itself when the connection returns', async () => {
      const { onGuideReady, stored } = await generateWithFailingSave()
      act(() => void window.dispatchEvent(new Event('online')))
      await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1))
      const [saved] = await stored()
      expect(onGuideReady).toHaveBeenCalledWith(expect.objectContaining({ id: saved?.id }))
      // One failed insert, one that went through: the guide is stored once.
      expect(requestsTo('/rest/v1/study_guides', 'POST')).toHaveLength(2)
      expect(await stored()).toHaveLength(1)
    })
  })

  it('keeps the notes after an AI failure, shows the message and offers the offline engine', async () => {
    server.use(
      aiReplies.status(401, {
        error: { message: 'bad key', type: 'invalid_request_error', code: 'invalid_api_key' },
      }),
    )
    const { user, onGuideReady } = setup()
    await user.type(screen.getByLabelText('Title (optional)'), 'Cells')
    await user.click(screen.getByLabelText('Notes'))
    await user.paste(notes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Invalid API key. Please check your AI provider API configuration.',
    )
    expect(screen.getByLabelText('Notes')).toHaveValue(notes)
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Cells')
    expect(onGuideReady).not.toHaveBeenCalled()

    await user.click(within(alert).getByRole('button', { name: 'Use the offline engine instead' }))
    expect(await screen.findByText('Offline engine — no AI')).toBeInTheDocument()
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    const guide = onGuideReady.mock.calls[0]?.[0] as { title: string; content: string }
    expect(guide.title).toBe('Cells')
    expect(guide.content).toMatch(/mitochondria/i)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('PasteNotesSection without an AI provider', () => {
  it('says honestly that the offline engine writes the guide', async () => {
    const { user, onGuideReady } = setup()
    await user.click(screen.getByLabelText('Notes'))
    await user.paste(notes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    expect(await screen.findByText('Offline engine — no AI')).toBeInTheDocument()
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(screen.getByText('Study guide ready!')).toBeInTheDocument()
    expect(screen.queryByText('Generating with AI…')).not.toBeInTheDocument()
  })
})

describe('PasteNotesSection and the second opinion on a new guide', () => {
  beforeEach(configureTestProvider)

  /** The model answers once the test lets it: page 1 says otherwise about every item. */
  function slowContradiction() {
    const gate = createGate()
    const log = recordAiRequests()
    server.use(
      log.handler,
      onPurpose('title', (body) => replyFor(body, 'Cell Energy')),
      onPurpose('studyGuide', (body) => replyFor(body, paraphrasedGuide)),
      saysOtherwiseAboutEvery('glucose', gate.opened),
      ...aiHandlers,
    )
    return { gate, opinions: () => log.requests.filter((r) => r.purpose === 'secondOpinion') }
  }

  const statuses = (citations: { citations: { status: string }[] }[] | undefined) =>
    citations?.map((entry) => entry.citations[0]?.status)

  it('delivers an unsaved guide at once; the revised citations follow for the same guide', async () => {
    const { gate, opinions } = slowContradiction()
    const onGuideReady = vi.fn()
    const onGuideRevised = vi.fn()
    const { user } = renderSection(
      <PasteNotesSection
        signedIn={false}
        onGuideReady={onGuideReady}
        onGuideRevised={onGuideRevised}
      />,
    )
    await user.click(screen.getByLabelText('Notes'))
    await user.paste(notes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1))
    const delivered = onGuideReady.mock.calls[0]?.[0]
    await waitFor(() => expect(opinions()).toHaveLength(1))
    expect(statuses(delivered.citations)).toEqual(['verified'])
    expect(onGuideRevised).not.toHaveBeenCalled()

    act(() => gate.open())
    await waitFor(() => expect(onGuideRevised).toHaveBeenCalledTimes(1))
    const [guide, revised] = onGuideRevised.mock.calls[0] ?? []
    expect(guide).toBe(delivered)
    expect(revised).toEqual({ ...delivered, citations: [expect.anything()] })
    expect(statuses(revised.citations)).toEqual(['contradicted'])
  }, 30_000)

  it('saves a signed-in guide with the local verdicts, then its revised citations', async () => {
    const { gate } = slowContradiction()
    const ada = await signInNewAccount('Ada')
    const onGuideReady = vi.fn()
    const { user } = renderSection(
      <PasteNotesSection signedIn userId={ada.id} onGuideReady={onGuideReady} />,
    )
    await user.click(screen.getByLabelText('Notes'))
    await user.paste(notes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1))
    const stored = async () =>
      statuses(
        (
          await sql<{ citations: { citations: { status: string }[] }[] }>(
            'select s.citations from public.study_guide_sources s join public.study_guides g on g.id = s.guide_id where g.user_id = $1',
            [ada.id],
          )
        )[0]?.citations,
      )
    expect(await stored()).toEqual(['verified'])

    act(() => gate.open())
    await waitFor(async () => expect(await stored()).toEqual(['contradicted']))
  }, 30_000)
})
