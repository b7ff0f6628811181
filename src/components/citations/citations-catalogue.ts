import { addCatalogue } from '@/lib/i18n/i18n'
import englishCitations from '@/lib/i18n/locales/en/citations.json'

// The citations' texts (verdicts, the source viewer, the page references of exports) travel with
// the screens that show citations, imported for this effect: English in their chunk, the
// student's language loaded before they render.
await addCatalogue(
  'citations',
  englishCitations,
  import.meta.glob(['@/lib/i18n/locales/*/citations.json', '!@/lib/i18n/locales/en/*']),
)
