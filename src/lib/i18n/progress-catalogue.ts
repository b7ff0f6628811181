import { addCatalogue } from './i18n'
import englishProgress from './locales/en/progress.json'

// The texts of the engines' work in progress (a long read's progress line, the note on a guide
// still cut off): loaded with the first module that shows them (study-engine/progress-text.ts,
// the AI engine's purposes), never on the landing page.
await addCatalogue(
  'progress',
  englishProgress,
  import.meta.glob(['./locales/*/progress.json', '!./locales/en/*']),
)
