import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Markdown } from './markdown'

describe('a table in markdown', () => {
  it('scrolls in a region the keyboard reaches, named by its header row', async () => {
    render(
      <Markdown>
        {'| Organelle | Function |\n| --- | --- |\n| Ribosome | Makes proteins |\n'}
      </Markdown>,
    )
    const region = screen.getByRole('region', { name: 'Table: Organelle, Function' })
    expect(region).toContainElement(screen.getByRole('table'))
    await userEvent.tab()
    expect(region).toHaveFocus()
  })
})
