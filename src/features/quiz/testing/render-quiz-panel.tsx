import { renderStudyTool, testGuide } from '@/testing/render-study-tool'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { QuizPanel } from '../components/quiz-panel'

export function renderQuizPanel(guide: GuideRef = testGuide, options: { ai?: boolean } = {}) {
  return renderStudyTool(<QuizPanel guide={guide} />, options)
}
