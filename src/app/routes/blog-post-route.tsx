import { useNavigation } from '@/components/layout/navigation'
import { blogSlugOf } from '@/config/paths'
import { BlogPostView } from '@/features/blog/components/blog-post-view'

export function BlogPostRoute() {
  const { pathname } = useNavigation().location
  return (
    <div className="flex-1">
      <BlogPostView slug={blogSlugOf(pathname)} />
    </div>
  )
}
