import { addCatalogue } from '@/lib/i18n/i18n'
import englishToday from '@/lib/i18n/locales/en/today.json'

// /today's texts (and the exam countdown) travel with the planner's (lazy) screens, imported for
// this effect: English in their chunk, the student's language loaded before they render.
await addCatalogue(
  'today',
  englishToday,
  import.meta.glob(['@/lib/i18n/locales/*/today.json', '!@/lib/i18n/locales/en/*']),
)
