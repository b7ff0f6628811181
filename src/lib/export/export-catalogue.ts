import { addCatalogue } from '@/lib/i18n/i18n'
import englishExport from '@/lib/i18n/locales/en/export.json'

// The words of the HTML/PDF exports (their footer, the blocked pop-up): loaded with the export
// modules, which every screen that exports imports, never on the landing page.
await addCatalogue(
  'export',
  englishExport,
  import.meta.glob(['@/lib/i18n/locales/*/export.json', '!@/lib/i18n/locales/en/*']),
)
