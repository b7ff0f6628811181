import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/preference'
import { Header } from './header'
import { NavigationContext } from './navigation'

function renderHeader() {
  render(
    <NavigationContext
      value={{ location: { pathname: '/', hash: '', state: null }, navigate: vi.fn() }}
    >
      <Header userName={null} onLogin={vi.fn()} onLogout={vi.fn()} />
    </NavigationContext>,
  )
}

const html = document.documentElement

describe('the Language control in the header', () => {
  it('lists the seven languages by their own names, English chosen by default', () => {
    renderHeader()
    const control = screen.getByRole('combobox', { name: 'Language' })
    expect(
      within(control)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português (Brasil)',
      '简体中文',
      'العربية',
    ])
    expect(control).toHaveValue('en')
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
  })

  it('switches the header, keeps the word Language in its name, and sets <html lang>', async () => {
    renderHeader()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es')
    const control = await screen.findByRole('combobox', { name: 'Idioma (Language)' })
    expect(control).toHaveValue('es')
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Funciones' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
    expect(html).toHaveAttribute('lang', 'es')
    expect(html).toHaveAttribute('dir', 'ltr')
    expect(JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY)!)).toBe('es')
  })

  it('turns the page right to left in Arabic, and back in English', async () => {
    renderHeader()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar')
    const control = await screen.findByRole('combobox', { name: 'اللغة (Language)' })
    expect(html).toHaveAttribute('lang', 'ar')
    expect(html).toHaveAttribute('dir', 'rtl')
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument()
    await userEvent.selectOptions(control, 'en')
    await screen.findByRole('combobox', { name: 'Language' })
    expect(html).toHaveAttribute('lang', 'en')
    expect(html).toHaveAttribute('dir', 'ltr')
  })
})
