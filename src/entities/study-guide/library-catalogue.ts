import { addCatalogue } from '@/lib/i18n/i18n'
import englishLibrary from '@/lib/i18n/locales/en/library.json'

// The library's texts travel with its (lazy) screen, and with the unit and combined guides made
// from it (create-unit-guide.ts), imported for this effect: English in their chunk, the student's
// language loaded before they render.
await addCatalogue(
  'library',
  englishLibrary,
  import.meta.glob(['@/lib/i18n/locales/*/library.json', '!@/lib/i18n/locales/en/*']),
)
