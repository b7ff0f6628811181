import { addCatalogue } from '@/lib/i18n/i18n'
import englishAuth from '@/lib/i18n/locales/en/auth.json'

// The auth screens' texts travel with their (lazy) modules, imported for this effect: English in
// their chunk, the visitor's language loaded before they render.
await addCatalogue(
  'auth',
  englishAuth,
  import.meta.glob(['@/lib/i18n/locales/*/auth.json', '!@/lib/i18n/locales/en/*']),
)
