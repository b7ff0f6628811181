import { anchorLabel } from '@/lib/source'
import { readWebPage } from './web-page'

const para = (topic: string) =>
  `<p>${topic} is explained here at length, with enough words for a reader to follow the idea from its start to its end, as an article would.</p>`

const article = `<!doctype html><html><head><title>Cell transport | Biology site</title></head><body>
<nav><a href="/">Home</a> <a href="/login">Sign in</a></nav>
<article>
  <h1>Cell transport</h1>
  ${para('Transport across membranes')}
  <h2>Osmosis</h2>
  ${para('Osmosis')}<ul><li><p>Water moves toward more solute.</p></li></ul>
  <h2>Active transport</h2>
  ${para('Active transport')}
</article>
<footer>© Biology site. Cookie settings.</footer>
</body></html>`

describe('readWebPage', () => {
  it('finds the article, names it by its title and anchors its sections by their headings', async () => {
    const read = await readWebPage(article, 'https://biology.example.com/transport')
    if ('reason' in read) throw new Error(read.reason)
    expect(read.title).toMatch(/Cell transport/)
    expect(read.passages.map(anchorLabel).slice(-2)).toEqual(['Osmosis', 'Active transport'])
    const osmosis = read.passages.find((p) => anchorLabel(p) === 'Osmosis')
    expect(osmosis?.text).toContain('Water moves toward more solute.')
    // The page's navigation and footer are not the article.
    expect(read.content).not.toMatch(/Cookie settings|Sign in/)
    for (const passage of read.passages) expect(read.content).toContain(passage.text)
  })

  it('says why a page without an article, or behind a sign-in, cannot be read', async () => {
    const empty = '<html><body><nav><a href="/">Home</a></nav><p>Hi.</p></body></html>'
    expect(await readWebPage(empty, 'https://example.com/')).toEqual({
      reason: 'noArticle',
    })
    const wall =
      '<html><body><form><label>Email <input type="email"></label><label>Password <input type="password"></label><button>Sign in</button></form></body></html>'
    expect(await readWebPage(wall, 'https://example.com/')).toEqual({
      reason: 'asksSignIn',
    })
  })
})
