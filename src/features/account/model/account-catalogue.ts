import { addCatalogue } from '@/lib/i18n/i18n'
import englishAccount from '@/lib/i18n/locales/en/account.json'

// Account Settings' texts travel with its (lazy) screen, imported for this effect: English in its
// chunk, the student's language loaded before it renders.
await addCatalogue(
  'account',
  englishAccount,
  import.meta.glob(['@/lib/i18n/locales/*/account.json', '!@/lib/i18n/locales/en/*']),
)
