import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  aiHandlers,
  onPurpose,
  recordAiRequests,
  replyFor,
  saysOtherwiseAboutEvery,
} from '@/testing/ai-handlers'
import { createGate } from '@/testing/gate'
import { server } from '@/testing/msw-server'
import { renderStudyTool } from '@/testing/render-study-tool'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { activateLanguage } from '@/lib/i18n/i18n'
import { ListenTab } from './listen-tab'

/**
 * The Listen tab with the offline engine (no provider): the script is written from the guide's
 * sections and read by the browser's speech synthesis. The page has none here, so a stand-in
 * of `speechSynthesis` (the browser's API, with two voices) speaks; the player is the real one.
 */
class StandInUtterance {
  voice: { name: string } | null = null
  rate = 1
  onend: (() => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  constructor(readonly text: string) {}
}

class StandInSpeech {
  spoken: StandInUtterance[] = []
  current: StandInUtterance | null = null
  getVoices = () => [
    { name: 'Alex', lang: 'en-US' },
    { name: 'Samantha', lang: 'en-US' },
  ]
  speak(utterance: StandInUtterance) {
    this.spoken.push(utterance)
    this.current = utterance
  }
  cancel() {
    const utterance = this.current
    this.current = null
    utterance?.onerror?.({ error: 'interrupted' })
  }
  /** The line being spoken comes to its end. */
  finish() {
    const utterance = this.current
    this.current = null
    act(() => utterance?.onend?.())
  }
}

const guide: GuideRef = {
  id: null,
  title: 'Cell Biology',
  content: `# Cell Biology

## Overview
Cells are the basic units of life. Every living organism is made of one or more cells.

## Key Concepts
- **Mitochondria**: organelles that release energy from glucose.
- **Ribosomes**: structures that assemble proteins from amino acids.

## Summary
Cells run on energy from mitochondria. Ribosomes build proteins.`,
}

let speech: StandInSpeech
beforeEach(() => {
  speech = new StandInSpeech()
  vi.stubGlobal('speechSynthesis', speech)
  vi.stubGlobal('SpeechSynthesisUtterance', StandInUtterance)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function createShortOverview() {
  const view = renderStudyTool(<ListenTab guide={guide} />, { ai: false })
  const { user } = view
  expect(screen.getByRole('radio', { name: 'Short' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'Standard' })).not.toBeChecked()
  expect(screen.getByRole('radio', { name: 'Long' })).not.toBeChecked()
  await user.type(screen.getByRole('textbox', { name: 'Focus on…' }), 'ribosomes')
  await user.click(screen.getByRole('button', { name: 'Create audio overview' }))
  const transcript = await screen.findByRole('list', { name: 'Transcript' })
  const lines = within(transcript).getAllByRole('listitem')
  return { user, lines }
}

const currentLine = () =>
  within(screen.getByRole('list', { name: 'Transcript' }))
    .getAllByRole('listitem')
    .findIndex((item) => item.getAttribute('aria-current') === 'true')

describe('the Listen tab', () => {
  it('writes a plain overview from the guide’s sections, the focus first, and plays it line by line in two voices', async () => {
    const { user, lines } = await createShortOverview()
    expect(lines[0]).toHaveTextContent(
      'Guest: Today we are going through Cell Biology. Where do we start?',
    )
    // The focus ('ribosomes') brings Key Concepts and Summary before the Overview.
    expect(lines[1]).toHaveTextContent('Guest: What about Key Concepts?')
    expect(lines[2]).toHaveTextContent('Host: Mitochondria: organelles that release energy')

    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(speech.spoken.map((u) => u.text)).toEqual([
      'Today we are going through Cell Biology. Where do we start?',
    ])
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    expect(currentLine()).toBe(0)

    speech.finish()
    speech.finish()
    expect(currentLine()).toBe(2)
    const [guestLine, , hostLine] = speech.spoken
    expect(hostLine?.text).toMatch(/^Mitochondria/)
    expect(guestLine?.voice?.name).toBe('Samantha')
    expect(hostLine?.voice?.name).toBe('Alex')
  })

  it('Space pauses and plays; a clicked line plays from it; the speed and the 15 s skips', async () => {
    const { user, lines } = await createShortOverview()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    const slider = screen.getByRole('slider', { name: 'Position' })
    slider.focus()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    expect(speech.current).toBeNull()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    expect(speech.current?.text).toMatch(/^Today/)

    await user.click(within(lines[4]!).getByRole('button'))
    expect(currentLine()).toBe(4)
    expect(speech.current?.text).toBe(lines[4]!.textContent?.replace(/^\w+: /, ''))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '2×')
    speech.finish()
    expect(currentLine()).toBe(5)
    expect(speech.current?.rate).toBe(2)

    await user.click(screen.getByRole('button', { name: 'Pause' }))
    const before = Number((slider as HTMLInputElement).value)
    await user.click(screen.getByRole('button', { name: 'Back 15 s' }))
    await waitFor(() =>
      expect(Number((slider as HTMLInputElement).value)).toBeCloseTo(Math.max(0, before - 15), 1),
    )
    await user.click(screen.getByRole('button', { name: 'Forward 15 s' }))
    expect(Number((slider as HTMLInputElement).value)).toBeCloseTo(Math.max(0, before - 15) + 15, 1)
    expect(speech.current).toBeNull()
  })

  it('Read aloud plays the guide itself in the same player, heading by heading', async () => {
    const { user } = renderStudyTool(<ListenTab guide={guide} />, { ai: false })
    await user.click(screen.getByRole('button', { name: 'Read aloud' }))
    expect(
      await screen.findByRole('heading', { name: 'The guide, read aloud' }),
    ).toBeInTheDocument()
    const lines = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem')
    // The guide is not a talk: no 'Guest:' or 'Host:' before its own lines.
    expect(lines.map((line) => line.textContent)).toEqual([
      'Overview',
      'Cells are the basic units of life. Every living organism is made of one or more cells.',
      'Key Concepts',
      'Mitochondria: organelles that release energy from glucose. Ribosomes: structures that assemble proteins from amino acids.',
      'Summary',
      'Cells run on energy from mitochondria. Ribosomes build proteins.',
    ])
    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(speech.current?.text).toBe('Overview')
    speech.finish()
    expect(speech.current?.text).toMatch(/^Cells are the basic units of life/)
  })

  it('Download audio explains that the browser’s voices cannot be recorded', async () => {
    const { user } = await createShortOverview()
    const explanation =
      'The voices of this browser cannot be recorded, so there is no file to download. With an AI provider, its voices can be downloaded.'
    expect(screen.queryByText(explanation)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download audio' }))
    expect(screen.getByText(explanation)).toBeInTheDocument()
    expect(speech.spoken).toEqual([])
  })

  it('lists the chapters by section, marks the one playing, and plays from a chapter', async () => {
    const { user, lines } = await createShortOverview()
    const chapters = within(screen.getByRole('navigation', { name: 'Chapters' }))
    const buttons = chapters.getAllByRole('button')
    // The focus ('ribosomes') put Key Concepts and Summary first.
    expect(buttons.map((button) => button.textContent?.replace(/\d+:\d+$/, ''))).toEqual([
      'Key Concepts',
      'Summary',
      'Overview',
    ])
    expect(buttons[0]).toHaveAttribute('aria-current', 'true')
    await user.click(chapters.getByRole('button', { name: /^Overview/ }))
    const overviewAt = lines.findIndex((line) => line.textContent === 'Guest: What about Overview?')
    expect(currentLine()).toBe(overviewAt)
    expect(speech.current?.text).toBe('What about Overview?')
    expect(chapters.getByRole('button', { name: /^Overview/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })
})

describe('the Listen tab with a model', () => {
  const withSource: GuideRef = {
    ...guide,
    source: [
      {
        anchor: { kind: 'page', n: 1 },
        text: 'Mitochondria release energy from glucose. Ribosomes assemble proteins from amino acids.',
      },
    ],
  }

  it(
    'reads every cited line of a finished script against its page in one request, the transcript showing its verdicts',
    {
      timeout: 60_000,
    },
    async () => {
      const recorder = recordAiRequests()
      const gate = createGate()
      // Both lines copy page 1, so the word check alone would show 'Source: page 1'.
      const script = [
        { speaker: 'guest', text: 'What do mitochondria do?' },
        { speaker: 'host', text: 'Mitochondria release energy from glucose.', source: 'P1' },
        { speaker: 'host', text: 'Ribosomes assemble proteins from amino acids.', source: 'P1' },
      ]
      server.use(
        recorder.handler,
        onPurpose('audioScript', (body) => replyFor(body, JSON.stringify(script))),
        saysOtherwiseAboutEvery('release energy', gate.opened),
        // The player asks for the first lines' voices as soon as it appears: this provider has none.
        http.post('*/audio/speech', () => new HttpResponse(null, { status: 404 })),
        ...aiHandlers,
      )
      const { user } = renderStudyTool(<ListenTab guide={withSource} />)
      await user.click(screen.getByRole('button', { name: 'Create audio overview' }))
      // Generous waits: the script and the word check run on a machine shared with other tests.
      const transcript = await screen.findByRole(
        'list',
        { name: 'Transcript' },
        { timeout: 15_000 },
      )
      const lines = within(transcript).getAllByRole('listitem')
      expect(lines[1]).toHaveTextContent('Checking…')
      expect(lines[2]).toHaveTextContent('Checking…')
      expect(within(transcript).queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
      gate.open()
      await waitFor(() => expect(lines[1]).toHaveTextContent('Your material says otherwise'), {
        timeout: 15_000,
      })
      expect(lines[2]).toHaveTextContent('Your material says otherwise')
      expect(
        within(lines[1]!).getByRole('button', { name: 'Closest passage: page 1' }),
      ).toBeVisible()
      expect(transcript).not.toHaveTextContent('Checking…')
      // The guest's question states nothing: no verdict, not even 'Not found in your material'.
      expect(lines[0]).toHaveTextContent('What do mitochondria do?')
      expect(lines[0]).not.toHaveTextContent(/Not found in your material|Source:|Closest passage/)
      const readings = recorder.requests.filter((r) => r.purpose === 'secondOpinion')
      expect(readings).toHaveLength(1)
      expect(readings[0]!.body.messages.at(-1)?.content.match(/^Item \d+$/gm)).toHaveLength(2)
    },
  )
})

/** The tab speaks the student's language: its texts come from the 'audio' catalogue. */
describe('the Listen tab in Spanish and French', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'))
  })

  it('names its form, player, transcript and download in Spanish', async () => {
    await activateLanguage('es')
    const { user } = renderStudyTool(<ListenTab guide={guide} />, { ai: false })
    expect(screen.getByRole('heading', { name: 'Resumen en audio' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Corto' })).toBeChecked()
    expect(screen.getByText('Corto: unos 3 min · Estándar: unos 10 min · Largo: unos 20 min'))
    await user.type(screen.getByRole('textbox', { name: 'Centrarse en…' }), 'ribosomas')
    await user.click(screen.getByRole('button', { name: 'Crear resumen en audio' }))

    const transcript = await screen.findByRole('list', { name: 'Transcripción' })
    expect(within(transcript).getAllByRole('listitem')[0]).toHaveTextContent(/^Invitado: /)
    const player = screen.getByRole('region', { name: 'Reproductor del resumen en audio' })
    expect(within(player).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument()
    expect(within(player).getByRole('slider', { name: 'Posición' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^0:00 de \d+:\d\d$/),
    )
    expect(within(player).getByText('Voces de este navegador.')).toBeInTheDocument()
    await user.click(within(player).getByRole('button', { name: 'Descargar audio' }))
    expect(
      await within(player).findByText(/^Las voces de este navegador no se pueden grabar/),
    ).toBeInTheDocument()
  })

  // French puts a space before a colon: the speaker and the lengths' hint are the catalogue's
  // words, not English punctuation built in code.
  it('writes the speakers and the lengths with French punctuation', async () => {
    await activateLanguage('fr')
    const { user } = renderStudyTool(<ListenTab guide={guide} />, { ai: false })
    expect(
      screen.getByText('Court : environ 3 min · Standard : environ 10 min · Long : environ 20 min'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Créer un résumé audio' }))
    const transcript = await screen.findByRole('list', { name: 'Transcription' })
    expect(within(transcript).getAllByRole('listitem')[0]).toHaveTextContent(/^Invité : /)
  })
})
