import { addEnglishCatalogue } from '@/lib/i18n/i18n'
import englishAuth from '@/lib/i18n/locales/en/auth.json'

// The auth screens' English texts travel with their (lazy) modules, imported for this effect.
addEnglishCatalogue('auth', englishAuth)
