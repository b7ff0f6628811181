import { renderStudyTool, testGuide } from '@/testing/render-study-tool'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { FlashcardsPanel } from '../components/flashcards-panel'

export function renderFlashcardsPanel(guide: GuideRef = testGuide, options: { ai?: boolean } = {}) {
  return renderStudyTool(<FlashcardsPanel guide={guide} />, options)
}
