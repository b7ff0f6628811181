import { act, render, screen } from '@testing-library/react'
import { AppError, messages, specError } from '@/lib/errors'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import { QueryStatus } from './query-status'

const failed = (error: unknown) => ({ isPending: false, isError: true, error, refetch: () => {} })

/** A study tool's failure reads in the student's language: the 'errors' catalogue by name. */
describe('QueryStatus in Arabic', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('shows a failed load, an over-limit save and the fallback in Arabic, with no English left', async () => {
    await activateLanguage('ar')
    const { container, rerender } = render(
      <QueryStatus
        query={failed(new AppError('data', messages.fetchFlashcardSets))}
        loadingLabel="…"
        failedMessage={messages.fetchFlashcardSets}
      >
        {null}
      </QueryStatus>,
    )
    expect(screen.getByText('تعذّر تحميل مجموعات البطاقات')).toBeInTheDocument()
    expect(englishLeft(container)).toEqual([])

    rerender(
      <QueryStatus
        query={failed(specError('validation', 'guideTooLarge', [612_345]))}
        loadingLabel="…"
        failedMessage={messages.fetchGuides}
      >
        {null}
      </QueryStatus>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^طول هذا الدليل الدراسي .+ حرفًا؛ والحد .+ حرف لكل دليل، لذا لم يُحفظ\. ادمج أدلة أقل\.$/,
    )
    expect(englishLeft(container)).toEqual([])

    rerender(
      <QueryStatus
        query={failed(new TypeError('fetch failed'))}
        loadingLabel="…"
        failedMessage={messages.fetchGuides}
      >
        {null}
      </QueryStatus>,
    )
    expect(screen.getByText('تعذّر تحميل الأدلة الدراسية')).toBeInTheDocument()
    expect(englishLeft(container)).toEqual([])
  })
})
