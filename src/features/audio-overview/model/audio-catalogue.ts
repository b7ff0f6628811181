import { addCatalogue } from '@/lib/i18n/i18n'
import englishAudio from '@/lib/i18n/locales/en/audio.json'

// The Listen tab's texts (the overview's form, player, chapters, transcript and download) travel
// with the tab's (lazy) chunk, imported for this effect: English in it, the student's language
// loaded before the tab renders.
await addCatalogue(
  'audio',
  englishAudio,
  import.meta.glob(['@/lib/i18n/locales/*/audio.json', '!@/lib/i18n/locales/en/*']),
)
