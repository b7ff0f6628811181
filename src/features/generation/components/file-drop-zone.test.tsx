import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FileDropZone } from './file-drop-zone'

/**
 * The page's Worker: records the workers the app starts, each answering that it has loaded
 * pdf.js as the real one does.
 */
class RecordingWorker {
  static started: RecordingWorker[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { preventDefault: () => void }) => void) | null = null
  constructor(
    readonly url: URL | string,
    readonly options: { name?: string } = {},
  ) {
    RecordingWorker.started.push(this)
    setTimeout(() => this.onmessage?.({ data: { type: 'ready' } }), 0)
  }
  postMessage() {}
  terminate() {}
}

const startedNames = () => RecordingWorker.started.map((worker) => worker.options.name)

/** Visible or not, as the test says. */
class ControlledIntersectionObserver {
  static callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = []
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    ControlledIntersectionObserver.callbacks.push(callback)
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  RecordingWorker.started = []
  ControlledIntersectionObserver.callbacks = []
  vi.stubGlobal('Worker', RecordingWorker)
  vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver)
})

afterEach(async () => {
  // The pool's workers fail, so later PDFs in this module graph start afresh (without Worker).
  await waitFor(() => expect(RecordingWorker.started.every((worker) => worker.onerror)).toBe(true))
  RecordingWorker.started.at(-1)?.onerror?.({ preventDefault: () => {} })
  vi.unstubAllGlobals()
})

/** The PDF workers the page started so far (one per core, up to four). */
async function expectPdfWorkersStarted() {
  await waitFor(() => expect(startedNames()).toContain('studywise-pdf-1'))
  const count = RecordingWorker.started.length
  expect(count).toBeGreaterThanOrEqual(1)
  expect(count).toBeLessThanOrEqual(4)
  expect(startedNames()).toEqual(Array.from({ length: count }, (_, i) => `studywise-pdf-${i + 1}`))
}

/** Gives a start that would be wrongly triggered time to happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('FileDropZone warms the file readers on intent', () => {
  it('starts nothing on render, then the PDF workers once when Choose files gets the focus', async () => {
    const user = userEvent.setup()
    render(<FileDropZone onFiles={() => {}} />)
    await settle()
    expect(RecordingWorker.started).toHaveLength(0)

    await user.tab()
    expect(screen.getByLabelText(/choose files/i)).toHaveFocus()
    await expectPdfWorkersStarted()

    // More intent (the pointer, a drag, the focus again) starts no more workers.
    const count = RecordingWorker.started.length
    await user.tab({ shift: true })
    await user.tab()
    await user.hover(screen.getByText('Choose files'))
    fireEvent.dragEnter(window, { dataTransfer: { types: ['Files'] } })
    await settle()
    expect(RecordingWorker.started).toHaveLength(count)
  })

  it('starts them when the pointer reaches Choose files', async () => {
    const user = userEvent.setup()
    render(<FileDropZone onFiles={() => {}} />)
    await user.hover(screen.getByText('Choose files'))
    await expectPdfWorkersStarted()
  })

  it('starts them when a file is dragged over the window, not for other drags', async () => {
    render(<FileDropZone onFiles={() => {}} />)
    fireEvent.dragEnter(window, { dataTransfer: { types: ['text/plain'] } })
    await settle()
    expect(RecordingWorker.started).toHaveLength(0)
    fireEvent.dragEnter(window, { dataTransfer: { types: ['Files'] } })
    await expectPdfWorkersStarted()
  })

  it('starts them when the upload area scrolls into view, not while it is off screen', async () => {
    render(<FileDropZone onFiles={() => {}} />)
    const [visibility] = ControlledIntersectionObserver.callbacks
    if (!visibility) throw new Error('the upload area is not observed')
    visibility([{ isIntersecting: false }])
    await settle()
    expect(RecordingWorker.started).toHaveLength(0)
    visibility([{ isIntersecting: true }])
    await expectPdfWorkersStarted()
  })
})
