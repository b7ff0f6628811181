import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signInNewAccount } from '@/testing/backend-fixtures'
import { renderStudyTool } from '@/testing/render-study-tool'
import { EarlierAttemptResults } from './earlier-attempt-results'

describe('EarlierAttemptResults', () => {
  it('says an attempt that cannot be read could not be opened, and Back leaves it', async () => {
    await signInNewAccount('Ada')
    const onBack = vi.fn()
    // Another student's attempt, or one deleted meanwhile: the database returns no row.
    const { user } = renderStudyTool(
      <EarlierAttemptResults
        attemptId="00000000-0000-4000-8000-000000000000"
        guideTitle="Cells"
        onBack={onBack}
      />,
    )
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'This practice exam could not be opened. Please try again.',
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})
