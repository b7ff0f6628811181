import { addCatalogue } from '@/lib/i18n/i18n'
import englishQuiz from '@/lib/i18n/locales/en/quiz.json'

// The quiz's texts travel with its (lazy) screens, imported for this effect: English in their
// chunk, the student's language loaded before they render.
await addCatalogue(
  'quiz',
  englishQuiz,
  import.meta.glob(['@/lib/i18n/locales/*/quiz.json', '!@/lib/i18n/locales/en/*']),
)
