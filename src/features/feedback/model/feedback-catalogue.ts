import { addCatalogue } from '@/lib/i18n/i18n'
import englishFeedback from '@/lib/i18n/locales/en/feedback.json'

// The feedback widget's texts travel with its (lazy) chunk, imported for this effect: English in
// its chunk, the student's language loaded before it renders.
await addCatalogue(
  'feedback',
  englishFeedback,
  import.meta.glob(['@/lib/i18n/locales/*/feedback.json', '!@/lib/i18n/locales/en/*']),
)
