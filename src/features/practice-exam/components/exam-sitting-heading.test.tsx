import { screen } from '@testing-library/react'
import { renderStudyTool } from '@/testing/render-study-tool'
import { examGuide, startExam } from '../testing/render-practice-exam'
import { PracticeExamPanel } from './practice-exam-panel'

// The sitting's heading says 'Practice exam' once: around a guide's title, and as is for a
// practice exam on picked guides, whose title already says it (library-view's practiceExamTitle).
describe('The practice exam sitting heading', { timeout: 30_000 }, () => {
  it("reads 'Practice exam: Cells and Transport' for a guide", async () => {
    const rendered = renderStudyTool(<PracticeExamPanel guide={examGuide} />, { ai: false })
    await startExam(rendered, { count: '5' })
    expect(
      screen.getByRole('heading', { name: 'Practice exam: Cells and Transport' }),
    ).toBeInTheDocument()
  })

  it("reads 'Practice exam: Cells, Transport', not twice, for a practice exam on picked guides", async () => {
    const picked = { ...examGuide, title: 'Practice exam: Cells, Transport', kind: 'exam' as const }
    const rendered = renderStudyTool(<PracticeExamPanel guide={picked} />, { ai: false })
    await startExam(rendered, { count: '5' })
    expect(
      screen.getByRole('heading', { name: 'Practice exam: Cells, Transport' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Practice exam: Practice exam/)).not.toBeInTheDocument()
  })
})
