import { readStoredOverview } from './audio-overview'

describe('readStoredOverview', () => {
  it("reads a line saved while the model was still reading it as 'Not checked by the AI', and drops a broken citation", () => {
    const overview = readStoredOverview({
      length: 'short',
      focus: '',
      lines: [
        {
          speaker: 'host',
          text: 'Cells divide.',
          citations: [{ status: 'not-found', ai: 'checking' }],
        },
        { speaker: 'guest', text: 'Why?', citations: [{ status: 'verified' }] },
      ],
    })
    expect(overview?.lines).toEqual([
      {
        speaker: 'host',
        text: 'Cells divide.',
        citations: [{ status: 'not-found', ai: 'unchecked' }],
      },
      { speaker: 'guest', text: 'Why?' },
    ])
  })
})
