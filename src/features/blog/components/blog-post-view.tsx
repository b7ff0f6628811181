import { ArrowLeft, Calendar, Clock, User } from 'lucide-react'
import { Link } from '@/components/layout/navigation'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/blog-catalogue'
import { shownPostDate } from '../model/post-dates'
import { postBody } from '../model/post-body'
import { findPost } from '../model/posts'
import { PostBody } from './post-body'

function BackToBlog() {
  const { t } = useTranslation()
  return (
    <Link
      to={paths.blog}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('blog.back')}
    </Link>
  )
}

export function BlogPostView({ slug }: { slug: string | undefined }) {
  // The date is written in the interface language: rendered again when it changes.
  const { t } = useTranslation()
  const post = findPost(slug)
  if (!post) {
    // The spec's 'Post Not Found — …' (word for word in English), from the blog's catalogue: the
    // spec's message table is not part of a post's page.
    const [heading, detail] = t('blog.notFound').split(' — ')
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-3 text-slate-600">{detail}</p>
        <div className="mt-8">
          <BackToBlog />
        </div>
      </div>
    )
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToBlog />
      <header className="mt-6 border-b border-slate-200 pb-8">
        <div className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
            >
              {tag}
            </span>
          ))}
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{post.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
        <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-500">
          <span className="flex items-center gap-1.5">
            <User className="h-4 w-4" aria-hidden="true" />
            {post.author}
          </span>
          <span className="flex items-center gap-1.5">
            <Calendar className="h-4 w-4" aria-hidden="true" />
            <time dateTime={post.date}>{shownPostDate(post.date, 'long')}</time>
          </span>
          <span className="flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {post.readTime}
          </span>
        </div>
      </header>
      {/* Compiled from its Markdown at build time: no Markdown parser ships or runs on this page. */}
      <PostBody nodes={postBody(post.slug)} className="mt-8" />
    </article>
  )
}
