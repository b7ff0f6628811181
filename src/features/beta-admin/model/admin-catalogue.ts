import { addCatalogue } from '@/lib/i18n/i18n'
import englishAdmin from '@/lib/i18n/locales/en/admin.json'

// The Beta Testing Panel's texts travel with the panel's (lazy, admin-only) chunk, imported for
// this effect: English in it, the interface language loaded before the panel renders.
await addCatalogue(
  'admin',
  englishAdmin,
  import.meta.glob(['@/lib/i18n/locales/*/admin.json', '!@/lib/i18n/locales/en/*']),
)
