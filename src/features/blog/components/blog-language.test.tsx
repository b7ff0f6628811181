import { act, cleanup, render, screen } from '@testing-library/react'
import { NavigationContext } from '@/components/layout/navigation'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import { posts } from '../model/posts'
import { BlogList } from './blog-list'
import { BlogPostView } from './blog-post-view'

const navigation = {
  location: { pathname: '/blog', hash: '', state: null },
  navigate: vi.fn(),
}
const post = posts[0]!
/** The posts' own words (they stay English): title, excerpt, author, tags, read time. */
const postWords = posts
  .flatMap((each) => [each.title, each.excerpt, each.author, each.readTime, ...each.tags])
  .sort((a, b) => b.length - a.length)

function renderWithLinks(element: React.ReactNode) {
  return render(<NavigationContext value={navigation}>{element}</NavigationContext>)
}

/** The blog's chrome speaks the visitor's language (the 'blog' catalogue); posts stay English. */
describe('the blog in Arabic', () => {
  afterEach(async () => {
    cleanup()
    await act(() => activateLanguage('en'))
  })

  it('titles the list and labels each post in Arabic, with no English left but the posts', async () => {
    await activateLanguage('ar')
    const { container } = renderWithLinks(<BlogList />)
    expect(screen.getByRole('heading', { level: 1, name: 'مدونة Studywise' })).toBeVisible()
    expect(screen.getAllByText('تاريخ النشر').length).toBe(posts.length)
    expect(englishLeft(container, postWords)).toEqual([])
  })

  it('leads back to the blog in Arabic from a post, its date through Intl', async () => {
    await activateLanguage('ar')
    const { container } = renderWithLinks(<BlogPostView slug={post.slug} />)
    expect(screen.getByRole('link', { name: 'العودة إلى المدونة' })).toBeVisible()
    const date = container.querySelector('time')!
    expect(date.textContent).toBe(
      new Intl.DateTimeFormat('ar', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${post.date}T00:00:00Z`)),
    )
    const header = container.querySelector('header')!
    expect(englishLeft(header, postWords)).toEqual([])
  })
})
