import { screen } from '@testing-library/react'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { renderStudyTool } from '@/testing/render-study-tool'
import { PracticeExamPanel } from '../components/practice-exam-panel'
import { examGuideContent, examGuidePassages } from './exam-guide'

/** The exam's guide in memory (not saved), its material one page a section. */
export const examGuide: GuideRef = {
  id: null,
  title: 'Cells and Transport',
  content: examGuideContent,
  source: examGuidePassages,
}

export function renderPracticeExam(options: { ai?: boolean; guide?: GuideRef } = {}) {
  return renderStudyTool(<PracticeExamPanel guide={options.guide ?? examGuide} />, options)
}

type Rendered = ReturnType<typeof renderPracticeExam>

/** Sets up and starts an exam: `count` questions of the given kinds, one layout. */
export async function startExam(
  { user }: Rendered,
  options: { count: '5' | '10' | '20'; kinds?: string[]; layout?: string; time?: string },
) {
  await user.click(screen.getByRole('radio', { name: options.time ?? '20 min' }))
  await user.click(screen.getByRole('radio', { name: options.count }))
  if (options.kinds) {
    for (const kind of ['Multiple choice', 'True/false', 'Fill in the blank', 'Written answers']) {
      const box = screen.getByRole('checkbox', { name: kind })
      if ((box as HTMLInputElement).checked !== options.kinds.includes(kind)) await user.click(box)
    }
  }
  await user.click(screen.getByRole('radio', { name: options.layout ?? 'All on one page' }))
  await user.click(screen.getByRole('button', { name: 'Start exam' }))
  // Preparing loads the AI engine's code first: seconds on a busy machine.
  await screen.findByRole('button', { name: 'Submit exam' }, { timeout: 12_000 })
}
