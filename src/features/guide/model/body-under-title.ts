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
