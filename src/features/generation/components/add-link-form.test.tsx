import { screen, within } from '@testing-library/react'
import { renderSection } from '../testing/render-section'
import { UploadSection } from './upload-section'

const said = [
  'Welcome to the lecture on cell transport and the membrane.',
  'Osmosis moves water across the membrane toward more solute.',
  'Active transport uses ATP to pump ions against their gradient.',
]

function setup() {
  return renderSection(<UploadSection signedIn onGuideReady={vi.fn()} />)
}

describe('Add a link', () => {
  it('has a labelled link field and an Add link button, usable from the keyboard', async () => {
    const { user } = setup()
    const field = screen.getByRole('textbox', { name: 'Link to a web page or YouTube video' })
    const add = screen.getByRole('button', { name: 'Add link' })
    expect(add).toBeDisabled()
    await user.click(field)
    await user.keyboard('ftp://example.com/notes{Enter}')
    expect(
      await screen.findByText(
        'This page could not be read: only http and https links can be read.',
      ),
    ).toBeInTheDocument()
  })

  it('asks for a YouTube video’s transcript and lists it, read by its times', async () => {
    const { user } = setup()
    await user.type(
      screen.getByRole('textbox', { name: 'Link to a web page or YouTube video' }),
      'https://youtu.be/dQw4w9WgXcQ',
    )
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    expect(
      screen.getByText(
        "YouTube did not give us this video's captions. Paste its transcript or upload the recording instead.",
      ),
    ).toBeInTheDocument()
    const box = screen.getByRole('textbox', { name: 'Paste transcript' })
    await user.click(box)
    await user.paste(`0:00\n${said[0]}\n1:05\n${said[1]}\n12:34\n${said[2]}`)
    await user.click(screen.getByRole('button', { name: 'Add transcript' }))
    const list = await screen.findByRole('list', { name: 'Uploaded files' })
    // The times are anchors, not words: only what was said is counted.
    await within(list).findByText(`${said.join(' ').length} characters extracted`)
    expect(within(list).getByText('YouTube video dQw4w9WgXcQ')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Paste transcript' })).not.toBeInTheDocument()
  })
})
