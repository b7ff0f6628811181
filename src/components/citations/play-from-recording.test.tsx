import { File as NodeFile } from 'node:buffer'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Citation } from '@/lib/citation'
import { holdRecording } from '@/lib/recordings/eviction'
import { findRecording, keepRecording } from '@/lib/recordings/kept-recordings'
import { recordingKey } from '@/lib/recordings/recording-key'
import type { SourcePassage } from '@/lib/source'
import { Citations } from './citations'
import { SourceLoaderProvider } from './source-loader'

const RECORDING_NOT_HERE =
  'The recording is not on this device, so it cannot be played here. Its transcript is kept with the guide.'

const transcript: SourcePassage[] = [
  { anchor: { kind: 'time', seconds: 0 }, text: 'Today we talk about photosynthesis.' },
  { anchor: { kind: 'time', seconds: 754 }, text: 'The Calvin cycle builds sugar.' },
]
const at754: Citation = {
  status: 'verified',
  passage: 1,
  anchor: { kind: 'time', seconds: 754 },
  marks: [],
}

async function openSource(source: SourcePassage[], citation: Citation) {
  const user = userEvent.setup()
  render(
    <SourceLoaderProvider load={async () => source}>
      <Citations citations={[citation]} />
    </SourceLoaderProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Source: 12:34' }))
  return screen.findByRole('dialog', { name: 'Source' })
}

describe('Play from a recording kept on this device', () => {
  it("offers 'Play from 12:34' with the kept recording in a player named after it", async () => {
    // Node's own File: IndexedDB's stand-in clones it as a browser's IndexedDB clones a File.
    const file = new NodeFile([new Uint8Array([1, 2, 3])], 'lecture.mp3', { type: 'audio/mpeg' })
    await keepRecording(transcript, file as unknown as File)
    const dialog = await openSource(transcript, at754)
    expect(await within(dialog).findByRole('button', { name: 'Play from 12:34' })).toBeVisible()
    const player = within(dialog).getByLabelText('Recording: lecture.mp3')
    expect(player.tagName).toBe('AUDIO')
    expect(player).toHaveAttribute('controls')
    expect(player.getAttribute('src')).toMatch(/^blob:/)
    expect(within(dialog).queryByText(RECORDING_NOT_HERE)).toBeNull()
  })

  it('says plainly when the recording is not on this device', async () => {
    const elsewhere = transcript.map((p) => ({ ...p, text: `${p.text} (another lecture)` }))
    const dialog = await openSource(elsewhere, at754)
    expect(await within(dialog).findByText(RECORDING_NOT_HERE)).toBeVisible()
    expect(within(dialog).queryByRole('button', { name: /^Play from/ })).toBeNull()
    expect(
      within(dialog).getByText('The Calvin cycle builds sugar. (another lecture)'),
    ).toBeVisible()
  })

  it('offers no player for a page of a document', async () => {
    const pages: SourcePassage[] = [{ anchor: { kind: 'page', n: 1 }, text: 'Page one.' }]
    const user = userEvent.setup()
    render(
      <SourceLoaderProvider load={async () => pages}>
        <Citations
          citations={[{ status: 'verified', passage: 0, anchor: pages[0]!.anchor, marks: [] }]}
        />
      </SourceLoaderProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Source: page 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    await within(dialog).findByText('Page one.')
    expect(within(dialog).queryByRole('button', { name: /^Play from/ })).toBeNull()
    expect(within(dialog).queryByText(RECORDING_NOT_HERE)).toBeNull()
  })

  it('keeps the recordings under the cap: the least recently used go, never one being played', async () => {
    // The browser lets this site store 2,000 bytes: the kept recordings may hold 1,000.
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ quota: 2_000, usage: 0 }) },
    })
    let now = 1_000
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1_000))
    const lecture = (n: number): SourcePassage[] =>
      transcript.map((p) => ({ ...p, text: `${p.text} (lecture ${n})` }))
    const file = (n: number) =>
      new NodeFile([new Uint8Array(400)], `lecture ${n}.mp3`, {
        type: 'audio/mpeg',
      }) as unknown as File
    try {
      expect(await keepRecording(lecture(1), file(1))).toEqual([])
      expect(await keepRecording(lecture(2), file(2))).toEqual([])
      // Lecture 1 was played since: lecture 2 is now the least recently used.
      expect(await findRecording(lecture(1))).not.toBeNull()
      expect(await keepRecording(lecture(3), file(3))).toEqual(['lecture 2.mp3'])
      // Lecture 1 is being played: lecture 3 gives way for lecture 4, though used more lately.
      const release = holdRecording(recordingKey(lecture(1))!)
      expect(await keepRecording(lecture(4), file(4))).toEqual(['lecture 3.mp3'])
      release()
      expect(await findRecording(lecture(1))).not.toBeNull()
      expect(await findRecording(lecture(4))).not.toBeNull()
      // A removed recording's citation says it is not on this device.
      const dialog = await openSource(lecture(2), at754)
      expect(await within(dialog).findByText(RECORDING_NOT_HERE)).toBeVisible()
    } finally {
      vi.restoreAllMocks()
      Reflect.deleteProperty(navigator, 'storage')
    }
  })
})
