import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QuizFeedbackForm } from './quiz-feedback-form'
import { QuizSettingsForm } from './quiz-settings-form'

// While work runs, the button that started it keeps the keyboard focus (a disabled button
// would drop it to the page) but says it is unavailable and does nothing.
describe('quiz forms while they work', () => {
  it('Generate Quiz stays focusable and inert while the quiz generates', async () => {
    const onGenerate = vi.fn()
    const user = userEvent.setup()
    render(
      <QuizSettingsForm
        settings={{
          questionCount: 10,
          allowRetake: true,
          useExternalContent: false,
          selectedGuides: [],
        }}
        difficulty="medium"
        generating
        error={null}
        onChange={() => {}}
        onGenerate={onGenerate}
        onCancel={() => {}}
      />,
    )
    const generate = screen.getByRole('button', { name: 'Generate Quiz' })
    expect(generate).toBeEnabled()
    expect(generate).toHaveAttribute('aria-disabled', 'true')
    generate.focus()
    await user.keyboard('{Enter}')
    expect(onGenerate).not.toHaveBeenCalled()
    expect(generate).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Generating quiz…')
  })

  it('Submit stays focusable and inert while the feedback saves', async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(
      <QuizFeedbackForm
        draft={{ perceivedDifficulty: 'just_right', rating: 5, comments: '' }}
        saving
        onChange={() => {}}
        onSubmit={onSubmit}
        onSkip={() => {}}
      />,
    )
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeEnabled()
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    submit.focus()
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(submit).toHaveFocus()
  })
})
