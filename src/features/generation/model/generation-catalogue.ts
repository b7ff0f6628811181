import { addCatalogue } from '@/lib/i18n/i18n'
import englishGeneration from '@/lib/i18n/locales/en/generation.json'

// The upload and paste-notes screen's texts travel with its (lazy, on the landing page) panel,
// imported for this effect: English in its chunk, the student's language loaded before it renders.
await addCatalogue(
  'generation',
  englishGeneration,
  import.meta.glob(['@/lib/i18n/locales/*/generation.json', '!@/lib/i18n/locales/en/*']),
)
