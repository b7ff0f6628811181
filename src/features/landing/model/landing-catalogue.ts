import { addEnglishCatalogue } from '@/lib/i18n/i18n'
import englishLanding from '@/lib/i18n/locales/en/landing.json'

// The landing page's English texts travel with its modules (imported for this effect).
addEnglishCatalogue('landing', englishLanding)
