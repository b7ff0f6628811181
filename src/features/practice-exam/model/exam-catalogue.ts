import { addCatalogue } from '@/lib/i18n/i18n'
import englishExam from '@/lib/i18n/locales/en/exam.json'

// The printable exam's texts travel with the practice exam's (lazy) screens, imported for this
// effect: English in their chunk, the student's language loaded before they render.
await addCatalogue(
  'exam',
  englishExam,
  import.meta.glob(['@/lib/i18n/locales/*/exam.json', '!@/lib/i18n/locales/en/*']),
)
