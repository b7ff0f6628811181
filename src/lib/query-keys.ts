/**
 * TanStack Query keys shared across features (a mutation in one feature invalidates a list
 * another feature shows), defined once here.
 */
export const queryKeys = {
  guides: ['study-guides'] as const,
  guideList: () => [...queryKeys.guides, 'list'] as const,
  guide: (id: string) => [...queryKeys.guides, 'detail', id] as const,
  quizzes: (guideId: string) => ['quizzes', guideId] as const,
  flashcardSets: (guideId: string) => ['flashcard-sets', guideId] as const,
  betaCodes: ['beta-codes'] as const,
}
