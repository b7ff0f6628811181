import { addCatalogue } from '@/lib/i18n/i18n'
import englishShare from '@/lib/i18n/locales/en/share.json'

// The share dialog's and the shared guide page's texts travel with their (lazy) screens, imported
// for this effect: English in their chunk, the student's language loaded before they render.
await addCatalogue(
  'share',
  englishShare,
  import.meta.glob(['@/lib/i18n/locales/*/share.json', '!@/lib/i18n/locales/en/*']),
)
