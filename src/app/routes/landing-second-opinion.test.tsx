import { screen, waitFor, within } from '@testing-library/react'
import { saveProviderSettings } from '@/lib/ai/provider-settings'
import { aiHandlers, onPurpose, replyFor, saysOtherwiseAboutEvery } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { createGate } from '@/testing/gate'
import { mitochondriaNotes, paraphrasedGuide } from '@/testing/paraphrased-guide'
import { renderApp } from '@/testing/render-app'

describe('The landing page and a guide delivered before its second opinion', () => {
  it('shows a visitor’s guide at once and scrolls to it once; the point the model says otherwise about changes where it stands', async () => {
    saveProviderSettings({ baseURL: 'https://ai.example.test/v1', model: 'test-model' })
    const gate = createGate()
    server.use(
      onPurpose('title', (body) => replyFor(body, 'Cell Energy')),
      onPurpose('studyGuide', (body) => replyFor(body, paraphrasedGuide)),
      saysOtherwiseAboutEvery('glucose', gate.opened),
      ...aiHandlers,
    )
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView')
    const { user } = renderApp('/')
    // The create panel loads as the visitor reaches it: here by the keyboard (Tab).
    await user.tab()
    await user.click(await screen.findByLabelText('Notes', {}, { timeout: 15_000 }))
    await user.paste(mitochondriaNotes)
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))

    // The delivered guide (not the preview while it streams) cites the notes, each point
    // 'Checking…' while the model reads it.
    const checking = await screen.findAllByText('Checking…', {}, { timeout: 15_000 })
    const point = checking
      .map((badge) => badge.closest('li') as HTMLElement)
      .find((item) => item.textContent?.includes('held in glucose')) as HTMLElement
    expect(point).toBeDefined()
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1))

    gate.open()
    const verdict = await within(point).findByText('Your material says otherwise')
    // The same point, changed in place: a reader's focus and the verdict's live region stay.
    expect(verdict.closest('li')).toBe(point)
    expect(point).toBeInTheDocument()
    expect(within(point).queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
    expect(within(point).getByRole('button', { name: /^Closest passage:/ })).toBeInTheDocument()
    // The reader stays where they are.
    expect(scroll).toHaveBeenCalledTimes(1)
  }, 30_000)
})
