import { addCatalogue } from '@/lib/i18n/i18n'
import englishPractice from '@/lib/i18n/locales/en/practice.json'

// The practice exam's screens (setup, sitting, grading, results) travel with its lazy tab,
// imported for this effect: English in their chunk, the student's language loaded before they
// render.
await addCatalogue(
  'practice',
  englishPractice,
  import.meta.glob(['@/lib/i18n/locales/*/practice.json', '!@/lib/i18n/locales/en/*']),
)
