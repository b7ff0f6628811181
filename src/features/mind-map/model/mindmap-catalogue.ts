import { addCatalogue } from '@/lib/i18n/i18n'
import englishMindmap from '@/lib/i18n/locales/en/mindmap.json'

// The mind maps' texts (the guide's Mind map tab, its drawing's controls, the library map's
// drawing) travel with their (lazy) chunk, imported for this effect: English in it, the
// student's language loaded before they render.
await addCatalogue(
  'mindmap',
  englishMindmap,
  import.meta.glob(['@/lib/i18n/locales/*/mindmap.json', '!@/lib/i18n/locales/en/*']),
)
