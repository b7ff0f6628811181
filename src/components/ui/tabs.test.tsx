import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from './tabs'

function Tools({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const [open, setOpen] = useState('guide')
  return (
    <Tabs dir={dir} value={open} onValueChange={setOpen}>
      <TabList aria-label="Study tools">
        <Tab value="guide">Study Guide</Tab>
        <Tab value="quiz">Quiz</Tab>
        <Tab value="cards">Flashcards</Tab>
      </TabList>
      <TabPanel value="guide">The guide</TabPanel>
      <TabPanel value="quiz" keepMounted>
        <label>
          Answer
          <input />
        </label>
      </TabPanel>
      <TabPanel value="cards">The cards</TabPanel>
    </Tabs>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('names each panel by its tab, and each tab the panel it controls', () => {
    render(<Tools />)
    expect(screen.getByRole('tablist', { name: 'Study tools' })).toBeInTheDocument()
    const panel = screen.getByRole('tabpanel', { name: 'Study Guide' })
    expect(panel).toHaveTextContent('The guide')
    expect(tab('Study Guide')).toHaveAttribute('aria-controls', panel.id)
    expect(tab('Study Guide')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Quiz')).toHaveAttribute('aria-selected', 'false')
  })

  it('moves with the arrow keys, Home and End, opening the tab it reaches, with one tab in the Tab order', async () => {
    const user = userEvent.setup()
    render(<Tools />)
    await user.tab()
    expect(tab('Study Guide')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(tab('Quiz')).toHaveFocus()
    expect(tab('Quiz')).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByText('The guide')).not.toBeInTheDocument()
    await user.keyboard('{End}')
    expect(tab('Flashcards')).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Flashcards' })).toHaveTextContent('The cards')
    await user.keyboard('{ArrowRight}')
    expect(tab('Study Guide')).toHaveFocus()
    await user.keyboard('{ArrowLeft}{Home}')
    expect(tab('Study Guide')).toHaveFocus()
    // The open tab alone is in the Tab order; Tab goes on to its panel.
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'Study Guide' })).toHaveFocus()
  })

  it('mirrors the arrow keys right to left', async () => {
    const user = userEvent.setup()
    render(<Tools dir="rtl" />)
    await user.tab()
    await user.keyboard('{ArrowLeft}')
    expect(tab('Quiz')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(tab('Study Guide')).toHaveFocus()
  })

  it('keeps a kept panel and what was typed in it while another tab is open', async () => {
    const user = userEvent.setup()
    render(<Tools />)
    await user.click(tab('Quiz'))
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Ribosome')
    await user.click(tab('Flashcards'))
    expect(screen.queryByRole('textbox', { name: 'Answer' })).not.toBeInTheDocument()
    await user.click(tab('Quiz'))
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('Ribosome')
  })
})
