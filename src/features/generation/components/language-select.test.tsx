import { render, screen, within } from '@testing-library/react'
import { LanguageSelect } from './language-select'

describe('the Output language choice', () => {
  it("lists the interface's seven languages first, after 'Same as my material'", () => {
    render(<LanguageSelect value="" onChange={() => {}} />)
    const options = within(screen.getByRole('combobox', { name: 'Output language' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options.slice(0, 8)).toEqual([
      'Same as my material',
      'English',
      'Spanish',
      'French',
      'German',
      'Brazilian Portuguese',
      'Simplified Chinese',
      'Arabic',
    ])
  })
})
