import { addCatalogue } from '@/lib/i18n/i18n'
import englishFeedback from '@/lib/i18n/locales/en/feedback.json'

// The feedback widget's texts travel with its (lazy) chunk, imported for this effect: English in
// its chunk; the student's language follows (the widget renders again when it arrives). Not
// awaited: the widget loads on every page once it runs, and nothing waits on it.
void addCatalogue(
  'feedback',
  englishFeedback,
  import.meta.glob(['@/lib/i18n/locales/*/feedback.json', '!@/lib/i18n/locales/en/*']),
)
