import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { forgetUpdate, reportUpdateReady } from '@/lib/app-update/app-update'
import { useStudying } from '@/lib/app-update/use-app-update'
import { UpdateNotice } from './update-notice'

function Study({ active }: { active: boolean }) {
  useStudying(active)
  return null
}

afterEach(() => act(() => forgetUpdate()))

describe('the new version notice', () => {
  it('says nothing until a new version waits, then offers Reload, which applies it', async () => {
    const apply = vi.fn()
    render(<UpdateNotice />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    act(() => reportUpdateReady(apply))
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready — Reload')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(apply).toHaveBeenCalledOnce()
  })

  it('waits while a review session or quiz is under way, and shows once it ends', () => {
    const { rerender } = render(
      <>
        <Study active />
        <UpdateNotice />
      </>,
    )
    act(() => reportUpdateReady(() => {}))
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
    rerender(
      <>
        <Study active={false} />
        <UpdateNotice />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })
})
