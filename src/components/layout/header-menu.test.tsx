import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HeaderMenu } from './header-menu'
import { NavigationContext } from './navigation'

function renderMenu(userName: string | null) {
  const navigate = vi.fn()
  const onLogout = vi.fn()
  render(
    <NavigationContext
      value={{ location: { pathname: '/today', hash: '', state: null }, navigate }}
    >
      <HeaderMenu userName={userName} onLogin={vi.fn()} onLogout={onLogout} />
    </NavigationContext>,
  )
  return { navigate, onLogout }
}

describe('the header’s Menu (narrow screens)', () => {
  it('opens every link and Logout, marks the page shown, closes on a choice', async () => {
    const { navigate, onLogout } = renderMenu('Ada')
    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu)
    const panel = await screen.findByRole('navigation', { name: 'Main' })
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Today', 'Features', 'Blog', 'Settings'])
    expect(within(panel).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(within(panel).getByRole('link', { name: 'Dashboard' }))
    expect(navigate).toHaveBeenCalledWith('/dashboard', expect.anything())
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    await userEvent.click(menu)
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('closes on Escape with the keyboard back on Menu, and offers Login when signed out', async () => {
    renderMenu(null)
    const menu = screen.getByRole('button', { name: 'Menu' })
    await userEvent.click(menu)
    const panel = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(panel).getByRole('button', { name: 'Login' })).toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(menu).toHaveFocus()
  })
})
