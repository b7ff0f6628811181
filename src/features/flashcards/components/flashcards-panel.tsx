import type { GuideRef } from '@/types/study-guide'

// Placeholder until the flashcards issue (#9) fills it.
export function FlashcardsPanel({ guide }: { guide: GuideRef }) {
  return <p className="text-slate-600">Flashcards for {guide.title} arrive with the flashcards issue.</p>
}
