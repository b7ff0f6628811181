import { addCatalogue } from '@/lib/i18n/i18n'
import englishLibrary from '@/lib/i18n/locales/en/library.json'

// The library's texts travel with its (lazy) screen, imported for this effect: English in its
// chunk, the student's language loaded before it renders.
await addCatalogue(
  'library',
  englishLibrary,
  import.meta.glob(['@/lib/i18n/locales/*/library.json', '!@/lib/i18n/locales/en/*']),
)
