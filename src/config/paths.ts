/** Route paths, in one place. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  /** One study guide of the library; `guidePattern` is its route. */
  guide: (id: string) => `/dashboard/guides/${encodeURIComponent(id)}`,
  /** A guide opened at its Practice exam tab. */
  guidePracticeExam: (id: string) => `/dashboard/guides/${encodeURIComponent(id)}?tab=exam`,
  guidePattern: '/dashboard/guides/:guideId',
  settings: '/settings',
  /** A guide shown read-only to anyone with its share link; `sharedPattern` is its route. */
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
  sharedPattern: '/shared/:token',
  /** The cards due today across every set. */
  today: '/today',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
} as const

/** The post a `/blog/<slug>` path names (decoded, as `paths.blogPost` encodes it); undefined elsewhere. */
export function blogSlugOf(pathname: string): string | undefined {
  const prefix = `${paths.blog}/`
  return pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : undefined
}

/** Navigation state that asks the landing page to open the sign-in dialog. */
export interface OpenAuthState {
  openAuth: true
}

export function isOpenAuthState(state: unknown): state is OpenAuthState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openAuth?: unknown }).openAuth === true
  )
}
