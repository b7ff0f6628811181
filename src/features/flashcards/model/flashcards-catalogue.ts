import { addCatalogue } from '@/lib/i18n/i18n'
import englishFlashcards from '@/lib/i18n/locales/en/flashcards.json'

// The flashcards' texts travel with their (lazy) screens, the guide's tab and /today's deck,
// imported for this effect: English in their chunk, the student's language loaded before they render.
await addCatalogue(
  'flashcards',
  englishFlashcards,
  import.meta.glob(['@/lib/i18n/locales/*/flashcards.json', '!@/lib/i18n/locales/en/*']),
)
