import { screen, waitFor, within } from '@testing-library/react'
import { NOTES_DRAFT_KEY } from '@/features/generation/model/notes'
import { PasteNotesSection } from '@/features/generation/components/paste-notes-section'
import { configureTestProvider, renderSection } from '@/features/generation/testing/render-section'
import { UnsavedWorkBanner } from '@/features/unsaved-work/components/unsaved-work-banner'
import { aiHandlers } from '@/testing/ai-handlers'
import { signInNewAccount, sql } from '@/testing/backend-fixtures'
import { failRequest, server } from '@/testing/msw-server'

const notes =
  'Mitochondria are the powerhouse of the cell. They release energy from glucose through respiration.'

beforeEach(() => {
  configureTestProvider()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('a study guide whose save failed, after a reload', () => {
  it('is offered again as waiting to be saved, and Save now stores it and clears the notes', async () => {
    server.use(...aiHandlers)
    const ada = await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guides')
    const first = renderSection(
      <>
        <UnsavedWorkBanner userId={ada.id} onSaved={() => {}} />
        <PasteNotesSection signedIn userId={ada.id} onGuideReady={() => {}} />
      </>,
    )
    await first.user.click(screen.getByLabelText('Notes'))
    await first.user.paste(notes)
    await first.user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your study guide.')
    // The section offers Retry itself; the banner does not repeat it.
    expect(screen.queryByText(/waiting to be saved/)).not.toBeInTheDocument()
    first.unmount()

    // The reload: the page starts again with the guide kept in IndexedDB.
    server.resetHandlers()
    const second = renderSection(<UnsavedWorkBanner userId={ada.id} onSaved={() => {}} />)
    const banner = await screen.findByRole('status')
    expect(banner).toHaveTextContent('1 study guide is waiting to be saved')
    expect(sessionStorage.getItem(NOTES_DRAFT_KEY)).not.toBeNull()
    await second.user.click(within(banner).getByRole('button', { name: 'Save now' }))
    await waitFor(() => expect(screen.queryByText(/waiting to be saved/)).not.toBeInTheDocument())
    expect(
      await sql('select original_text from public.study_guides where user_id = $1', [ada.id]),
    ).toEqual([{ original_text: notes }])
    expect(sessionStorage.getItem(NOTES_DRAFT_KEY)).toBeNull()
  })
})
