import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Customize</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Customize Notebook">
        <Button onClick={() => setOpen(false)}>Save</Button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its Close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'an action that closes it',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Save' })),
    ],
  ])('gives focus back to the button that opened it when closed by %s', async (_, close) => {
    const user = userEvent.setup()
    render(<Opener />)
    await user.click(screen.getByRole('button', { name: 'Customize' }))
    expect(await screen.findByRole('dialog', { name: 'Customize Notebook' })).toBeInTheDocument()
    await close(user)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus()
  })
})
