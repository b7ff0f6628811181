import { Calendar, Clock, User } from 'lucide-react'
import { Link } from '@/components/layout/navigation'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/blog-catalogue'
import { shownPostDate } from '../model/post-dates'
import { posts } from '../model/posts'

export function BlogList() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <header className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('blog.title')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('blog.lead')}</p>
      </header>
      <ul className="mt-12 space-y-6">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
              <div className="h-2 bg-gradient-to-r from-indigo-500 via-purple-500 to-pink-500" />
              <div className="p-8">
                <div className="flex flex-wrap items-center gap-2">
                  {post.featured ? (
                    <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
                      {t('blog.featured')}
                    </span>
                  ) : null}
                  {post.tags.map((tag) => (
                    <span
                      key={tag}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
                    >
                      {tag}
                    </span>
                  ))}
                </div>
                <h2 className="mt-4 text-2xl font-bold text-slate-900 group-hover:text-indigo-700">
                  <Link to={paths.blogPost(post.slug)} className="after:absolute after:inset-0">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-3 text-slate-600">{post.excerpt}</p>
                <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-500">
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">{t('blog.author')}</dt>
                    <User className="h-4 w-4" aria-hidden="true" />
                    <dd>{post.author}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">{t('blog.published')}</dt>
                    <Calendar className="h-4 w-4" aria-hidden="true" />
                    <dd>
                      <time dateTime={post.date}>{shownPostDate(post.date, 'short')}</time>
                    </dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">{t('blog.readTime')}</dt>
                    <Clock className="h-4 w-4" aria-hidden="true" />
                    <dd>{post.readTime}</dd>
                  </div>
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
