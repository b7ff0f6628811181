import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { asFile, buildPptx } from '@/lib/extract/testing/office-fixtures'
import {
  aiHandlers,
  aiReplies,
  cannedReply,
  recordAiRequests,
  withoutMarkers,
} from '@/testing/ai-handlers'
import { signInNewAccount } from '@/testing/backend-fixtures'
import { failRequest, server } from '@/testing/msw-server'
import { configureTestProvider, renderSection } from '../testing/render-section'
import { UploadSection } from './upload-section'

const lecture =
  'The cell membrane is a phospholipid bilayer that controls what enters and leaves the cell. Proteins embedded in it act as channels and pumps.'

function textFile(name: string, text: string, type = 'text/plain') {
  return new File([text], name, { type })
}

function setup() {
  const onGuideReady = vi.fn()
  const view = renderSection(<UploadSection signedIn={false} onGuideReady={onGuideReady} />)
  const input = screen.getByLabelText(/choose files/i)
  return { ...view, onGuideReady, input }
}

function dropFiles(files: File[]) {
  const zone = screen.getByLabelText(/choose files/i).parentElement
  if (!zone) throw new Error('no drop zone')
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } })
}

describe('UploadSection files', () => {
  it('shows Supported Formats while empty and a real, labelled multiple file input', () => {
    setup()
    const formats = screen.getByRole('region', { name: 'Supported Formats' })
    for (const name of [
      'PDF',
      'PowerPoint',
      'Word',
      'Text / Markdown',
      'Scans and photos',
      'E-book',
      'Transcripts and captions',
    ]) {
      expect(within(formats).getByText(name)).toBeInTheDocument()
    }
    expect(formats).toHaveTextContent('.png, .jpg, .jpeg, .webp')
    expect(formats).toHaveTextContent('.epub without DRM')
    expect(formats).toHaveTextContent('Maximum 10 MB per file')
    const input = screen.getByLabelText(/choose files/i)
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('multiple')
    const accepted = (input.getAttribute('accept') ?? '').split(',')
    for (const type of [
      '.pdf',
      '.epub',
      '.png',
      '.jpg',
      '.jpeg',
      '.webp',
      '.vtt',
      '.srt',
      'application/epub+zip',
    ])
      expect(accepted).toContain(type)
    // The files button comes with the files, so 'Generate Study Guide' names the notes button only.
    expect(
      screen.queryByRole('button', { name: 'Generate Study Guide from Files' }),
    ).not.toBeInTheDocument()
  })

  it('lists picked files with size in KB and extracted characters, and removes them', async () => {
    const { user, input } = setup()
    await user.upload(input, [
      textFile('membrane.txt', lecture),
      textFile('notes.md', `# Notes\n\n${lecture}`, 'text/markdown'),
    ])
    const list = await screen.findByRole('list', { name: 'Uploaded files' })
    expect(
      await within(list).findByText(`${lecture.length} characters extracted`),
    ).toBeInTheDocument()
    const membrane = within(list).getByText('membrane.txt').closest('li')
    expect(membrane).toHaveTextContent(`${(lecture.length / 1024).toFixed(1)} KB`)
    expect(membrane).toHaveTextContent(`${lecture.length} characters extracted`)
    expect(within(list).getByText('notes.md')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Supported Formats' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove membrane.txt' }))
    expect(within(list).queryByText('membrane.txt')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove notes.md' }))
    expect(screen.getByRole('region', { name: 'Supported Formats' })).toBeInTheDocument()
  })

  it('rejects too large, unsupported and empty files with the spec messages', async () => {
    const { user, input } = setup()
    await user.upload(
      input,
      new File([new Uint8Array(10_485_761)], 'huge.txt', { type: 'text/plain' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File "huge.txt" is too large. Maximum size is 10MB.',
    )
    dropFiles([new File(['x'], 'clip.gif', { type: 'image/gif' })])
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'File type "image/gif" is not supported. Please upload PDF, PowerPoint, or text files.',
      ),
    )
    await user.upload(input, textFile('short.txt', 'Too short.'))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not extract meaningful content from "short.txt". Please try a different file.',
      ),
    )
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).not.toBeInTheDocument()
  })

  it('refuses an upload over 50 MB before reading any of it, counting the files listed', async () => {
    const { user, input } = setup()
    const MiB = 1_048_576
    await user.upload(input, textFile('membrane.txt', lecture.padEnd(9 * MiB, ' Cells.')))
    const list = await screen.findByRole('list', { name: 'Uploaded files' })
    await within(list).findByText(/characters extracted/)
    const parts = [1, 2, 3, 4, 5].map((n) => textFile(`part-${n}.txt`, 'x'.repeat(9 * MiB)))
    await user.upload(input, parts)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These files come to 54.0 MB together; one upload can be at most 50 MB. Please choose fewer or smaller files.',
    )
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).queryByText('part-1.txt')).not.toBeInTheDocument()
  })
})

describe('UploadSection generation', () => {
  beforeEach(configureTestProvider)

  it('joins a dropped PPTX and a text file, generates, and clears the list on delivery', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { user, onGuideReady } = setup()
    const pptx = await buildPptx([
      {
        title: 'Osmosis',
        bullets: [
          'Water moves across a semi-permeable membrane',
          'From low to high solute concentration',
        ],
      },
    ])
    dropFiles([
      asFile(
        pptx,
        'osmosis.pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ),
      textFile('membrane.txt', lecture),
    ])
    const list = await screen.findByRole('list', { name: 'Uploaded files' })
    await waitFor(() => expect(within(list).getAllByText(/characters extracted/)).toHaveLength(2), {
      timeout: 5_000,
    })
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide from Files' }))
    // Title, guide and the guide's second opinion: three requests on a busy 2-core machine.
    await waitFor(() => expect(onGuideReady).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    expect(screen.getByText('Study guide ready!')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Supported Formats' })).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Generate Study Guide from Files' }),
    ).not.toBeInTheDocument()

    // The points the check could not settle get one second opinion (the stand-in's: all stated),
    // asked as the guide is delivered.
    await waitFor(() =>
      expect(log.requests.map((request) => request.purpose)).toEqual([
        'title',
        'studyGuide',
        'secondOpinion',
      ]),
    )
    const sent = log.requests[1]?.body.messages.at(-1)?.content ?? ''
    // The files' passages go out numbered, each tagged with its file and place.
    expect(sent).toContain('| osmosis.pptx, slide 1]')
    expect(sent).toContain('Water moves across a semi-permeable membrane')
    expect(sent).toContain('| membrane.txt, paragraph 1]')
    const guide = onGuideReady.mock.calls[0]?.[0] as {
      id: string | null
      title: string
      content: string
      originalText: string
    }
    expect(guide).toMatchObject({
      id: null,
      title: cannedReply(log.requests[0]!.body),
      content: withoutMarkers(cannedReply(log.requests[1]!.body)).trim(),
    })
    expect(guide.originalText).toMatch(
      /^File: osmosis\.pptx\n[\s\S]*\n\n---\n\nFile: membrane\.txt\n/,
    )
  })

  it('keeps the files and shows the message when the AI fails', async () => {
    server.use(
      aiReplies.status(429, {
        error: { message: 'slow down', type: 'requests', code: 'rate_limit_exceeded' },
      }),
    )
    const { user, input, onGuideReady } = setup()
    await user.upload(input, textFile('membrane.txt', lecture))
    await screen.findByText(`${lecture.length} characters extracted`)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide from Files' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
    expect(alert).toHaveTextContent('Rate limit exceeded. Please wait a moment and try again.')
    expect(screen.getByText('membrane.txt')).toBeInTheDocument()
    expect(
      within(alert).getByRole('button', { name: 'Use the offline engine instead' }),
    ).toBeInTheDocument()
    expect(onGuideReady).not.toHaveBeenCalled()
  }, 30_000)

  it('keeps the files while the save fails, and clears them once Retry has saved the guide', async () => {
    server.use(...aiHandlers)
    const ada = await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guides', { once: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onGuideReady = vi.fn()
    const { user } = renderSection(
      <UploadSection signedIn userId={ada.id} onGuideReady={onGuideReady} />,
    )
    await user.upload(screen.getByLabelText(/choose files/i), textFile('membrane.txt', lecture))
    await screen.findByText(`${lecture.length} characters extracted`)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide from Files' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not save your study guide.')
    expect(screen.getByRole('region', { name: 'Study guide from your files' })).toBeInTheDocument()
    expect(screen.getByText('membrane.txt')).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(onGuideReady).toHaveBeenCalledWith(
        expect.objectContaining({ id: expect.any(String) }),
      ),
    )
    expect(screen.queryByText('membrane.txt')).not.toBeInTheDocument()
    warn.mockRestore()
  })
})
