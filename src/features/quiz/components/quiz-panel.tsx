import type { GuideRef } from '@/types/study-guide'

// Placeholder until the quiz issue (#8) fills it.
export function QuizPanel({ guide }: { guide: GuideRef }) {
  return <p className="text-slate-600">Quizzes for {guide.title} arrive with the quiz issue.</p>
}
