import { BlogList } from '@/features/blog/components/blog-list'

export function BlogRoute() {
  return (
    <div className="flex-1">
      <BlogList />
    </div>
  )
}
