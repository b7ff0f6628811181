/**
 * The guide's text as the view shows it, under the page's own title heading: a first `# Title`
 * line that only repeats that title is left out (AI guides usually open with one), so the title
 * is not read twice. Copy and downloads keep the text whole.
 */
export function bodyUnderTitle(content: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content)
  if (!match || normalize(match[1] ?? '') !== normalize(title)) return content
  return content.slice(match[0].length).replace(/^\s*\n/, '')
}

const normalize = (text: string) =>
  text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()

const fence = /^ {0,3}(```|~~~)/
const atxHeading = /^ {0,3}(#{1,6})(?:[ \t]|$)/

/**
 * How many levels the body's headings go down so that its top level is an h2 under the page's
 * h1 (WCAG heading order): `# Part` → h2; a body whose first level is `##` (its `# Title` left
 * out) keeps its levels instead of starting at h3.
 */
export function headingOffsetUnderTitle(body: string): number {
  let top = 7
  let inFence = false
  for (const line of body.split('\n')) {
    if (fence.test(line)) inFence = !inFence
    const hashes = inFence ? undefined : atxHeading.exec(line)?.[1]
    if (hashes) top = Math.min(top, hashes.length)
  }
  return top === 7 ? 1 : Math.max(0, 2 - top)
}
