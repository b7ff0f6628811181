/**
 * A post's body as elements, compiled from its Markdown when the app is built
 * (`scripts/compiled-posts.ts`), so a post's page ships and runs no Markdown parser: text, or an
 * element (a tag the compiler allows, its attributes, its children).
 */
export type PostNode =
  string | { tag: string; props: Record<string, string | number | boolean>; children: PostNode[] }

const bodies = import.meta.glob<PostNode[]>('../posts/*.md', { eager: true, import: 'default' })

/** The compiled body of the post `slug` (src/features/blog/posts/<slug>.md). */
export function postBody(slug: string): PostNode[] {
  const body = bodies[`../posts/${slug}.md`]
  if (!body) throw new Error(`The post '${slug}' has no body (src/features/blog/posts/${slug}.md)`)
  return body
}
