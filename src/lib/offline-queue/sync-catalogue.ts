import { addCatalogue } from '@/lib/i18n/i18n'
import englishSync from '@/lib/i18n/locales/en/sync.json'

// The offline queue's texts (the header's word on saving, the changes set aside, Logout's
// question) travel with the queue's (lazy) modules, imported for this effect: English in their
// chunk, the student's language loaded before they render.
await addCatalogue(
  'sync',
  englishSync,
  import.meta.glob(['@/lib/i18n/locales/*/sync.json', '!@/lib/i18n/locales/en/*']),
)
