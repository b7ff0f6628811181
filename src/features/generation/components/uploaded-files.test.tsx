import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UploadedFiles } from './uploaded-files'

describe('UploadedFiles while pages are recognised', () => {
  it("says 'Recognising text on page N of M' and offers Cancel, which removes the file", async () => {
    const onRemove = vi.fn()
    render(
      <UploadedFiles
        items={[
          {
            id: 'file-1',
            name: 'handout-scan.pdf',
            size: 2048,
            status: 'reading',
            progress: { done: 2, total: 12, stage: 'recognising' },
          },
        ]}
        onRemove={onRemove}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(/^Recognising text on page 3 of 12$/)
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    cancel.focus()
    await userEvent.keyboard('{Enter}')
    expect(onRemove).toHaveBeenCalledWith('file-1')
  })

  it('shows page progress without Cancel while a PDF is only being read', () => {
    render(
      <UploadedFiles
        items={[
          {
            id: 'file-1',
            name: 'notes.pdf',
            size: 2048,
            status: 'reading',
            progress: { done: 4, total: 10 },
          },
        ]}
        onRemove={() => undefined}
      />,
    )
    expect(screen.getByText('Reading… 4 / 10 pages')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  })
})
