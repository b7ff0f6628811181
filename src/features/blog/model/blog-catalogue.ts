import { addCatalogue } from '@/lib/i18n/i18n'
import englishBlog from '@/lib/i18n/locales/en/blog.json'

// The blog's chrome (its heading, the posts' labels, 'Back to Blog') travels with the blog's
// pages, imported for this effect: English in their chunk, the visitor's language loaded before
// they render. The posts themselves stay English.
await addCatalogue(
  'blog',
  englishBlog,
  import.meta.glob(['@/lib/i18n/locales/*/blog.json', '!@/lib/i18n/locales/en/*']),
)
