import { useRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './button'

function Form({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <input aria-label="Title" />
      <Button type="submit" busy={busy}>
        Generate Quiz
      </Button>
    </form>
  )
}

describe('Button busy', () => {
  it('reads as disabled, ignores clicks and Enter, and keeps the focus', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { rerender } = render(<Form busy onSubmit={onSubmit} />)
    const button = screen.getByRole('button', { name: 'Generate Quiz' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(button).toHaveFocus()
    await user.type(screen.getByLabelText('Title'), 'x{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()

    rerender(<Form busy={false} onSubmit={onSubmit} />)
    expect(button).not.toHaveAttribute('aria-disabled')
    await user.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('Button ref', () => {
  it('hands its <button> to the ref prop, so a caller can move the focus to it', async () => {
    const user = userEvent.setup()
    function Moves() {
      const target = useRef<HTMLButtonElement>(null)
      return (
        <>
          <Button onClick={() => target.current?.focus()}>Jump</Button>
          <Button ref={target}>Target</Button>
        </>
      )
    }
    render(<Moves />)
    await user.click(screen.getByRole('button', { name: 'Jump' }))
    expect(screen.getByRole('button', { name: 'Target' })).toHaveFocus()
  })
})
