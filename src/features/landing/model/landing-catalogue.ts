import { addCatalogue } from '@/lib/i18n/i18n'
import englishLanding from '@/lib/i18n/locales/en/landing.json'

// The landing page's texts travel with its modules (imported for this effect): English in their
// chunk, the visitor's language loaded before the page renders.
await addCatalogue(
  'landing',
  englishLanding,
  import.meta.glob(['@/lib/i18n/locales/*/landing.json', '!@/lib/i18n/locales/en/*']),
)
