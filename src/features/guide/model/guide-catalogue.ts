import { addCatalogue } from '@/lib/i18n/i18n'
import englishGuide from '@/lib/i18n/locales/en/guide.json'

// The guide view's texts travel with its (lazy) screen, imported for this effect: English in its
// chunk, the student's language loaded before it renders.
await addCatalogue(
  'guide',
  englishGuide,
  import.meta.glob(['@/lib/i18n/locales/*/guide.json', '!@/lib/i18n/locales/en/*']),
)
