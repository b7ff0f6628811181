import { addCatalogue } from '@/lib/i18n/i18n'
import englishTutor from '@/lib/i18n/locales/en/tutor.json'

// The tutor's texts travel with the guide view's (lazy) chunk, imported for this effect: English
// in it, the student's language loaded before the panel renders.
await addCatalogue(
  'tutor',
  englishTutor,
  import.meta.glob(['@/lib/i18n/locales/*/tutor.json', '!@/lib/i18n/locales/en/*']),
)
