import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { seededStudent, signIn, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { AiUsageCard } from './ai-usage-card'

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AiUsageCard />
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name: 'AI use today' })
}

const today = `(now() at time zone 'utc')::date`

describe('AiUsageCard', () => {
  it('shows the tokens the student used today out of the allowance', async () => {
    await sql(
      `insert into public.ai_usage (user_id, day, tokens, requests, daily_limit)
       values ($1, ${today}, 12345, 4, 200000)
       on conflict (caller, day) do update set tokens = 12345, daily_limit = 200000`,
      [seededStudent.id],
    )
    await signIn(seededStudent)
    const card = renderCard()
    expect(
      await within(card).findByText(
        '12,345 of 200,000 tokens used. It resets at midnight UTC.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
  })

  it('shows nothing used by a student with no row today, whatever others used', async () => {
    await sql(
      `insert into public.ai_usage (user_id, day, tokens) values ($1, ${today}, 999)
       on conflict (caller, day) do nothing`,
      [seededStudent.id],
    )
    await signInNewAccount('Fresh Student')
    const card = renderCard()
    expect(
      await within(card).findByText(
        '0 tokens used. It resets at midnight UTC.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
  })
})
