import { useParams } from 'react-router-dom'
import { BlogPostView } from '@/features/blog/components/blog-post-view'

export function BlogPostRoute() {
  const { slug } = useParams()
  return (
    <div className="flex-1">
      <BlogPostView slug={slug} />
    </div>
  )
}
