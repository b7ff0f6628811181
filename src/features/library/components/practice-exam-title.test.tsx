import { act } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { activateLanguage } from '@/lib/i18n/i18n'
import { practiceExamTitle } from './library-view'

afterEach(() => act(() => activateLanguage('en')))

/** A practice exam's unit guide is titled in the student's language; English word for word. */
it('titles a practice exam’s guide in the interface language', async () => {
  expect(practiceExamTitle(['Cell Biology', 'Photosynthesis'])).toBe(
    'Practice exam: Cell Biology, Photosynthesis',
  )
  await act(() => activateLanguage('es'))
  expect(practiceExamTitle(['Células', 'Luz'])).toBe('Examen de práctica: Células, Luz')
  await act(() => activateLanguage('ar'))
  expect(practiceExamTitle(['الخلايا', 'الضوء'])).toBe('اختبار تدريبي: الخلايا, الضوء')
})
