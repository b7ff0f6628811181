import { pageTitle, useDocumentMeta } from '@/components/layout/route-focus'
import { BlogList } from '@/features/blog/components/blog-list'
import { useTranslation } from '@/lib/i18n/i18n'

export function BlogRoute() {
  const { t } = useTranslation()
  useDocumentMeta(pageTitle(t('blog.title')), t('blog.metaDescription'))
  return (
    <div className="flex-1">
      <BlogList />
    </div>
  )
}
