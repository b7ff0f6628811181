/**
 * What the study tools (quiz, flashcards, tutor) need of a guide. `id` is null for a guide an
 * anonymous visitor generated and did not save: the tools then keep their state in memory.
 */
export interface GuideRef {
  id: string | null
  title: string
  content: string
}
