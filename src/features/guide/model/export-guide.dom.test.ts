import { renderGuideHtml } from './render-guide-html'

const xssTitle = `<img src=x onerror="alert('t')"> & "quotes"`
const xssContent = [
  '# Heading',
  '',
  '<script>window.pwned = true</script>',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  '[click me](javascript:alert(2)) and [safe](https://example.com)',
  '',
  '- **bold** item',
  '1. first',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '```',
  'const x = "<b>"',
  '```',
].join('\n')

describe('exports', () => {
  it('renders a standalone, styled document where no payload survives as markup', async () => {
    const html = await renderGuideHtml(xssTitle, xssContent)
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('<style>')
    expect(html).toContain(
      `<title>&lt;img src=x onerror=&quot;alert(&#39;t&#39;)&quot;&gt; &amp; &quot;quotes&quot;</title>`,
    )
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('<h1>Heading</h1>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<ol>')
    expect(html).toContain('<table>')
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('&lt;b&gt;')
  })

  it('parses to a DOM with no scripts, no event handlers and no javascript: URLs', async () => {
    const parsed = new DOMParser().parseFromString(
      await renderGuideHtml(xssTitle, xssContent),
      'text/html',
    )
    expect(parsed.querySelectorAll('script, img, iframe, object')).toHaveLength(0)
    for (const element of parsed.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false)
        expect(attribute.value).not.toMatch(/^\s*javascript:/i)
      }
    }
    expect(parsed.title).toBe(xssTitle)
  })
})

describe('the HTML export of a guide with formulas', () => {
  it('draws them as named MathML with KaTeX styles and fonts inside the file', async () => {
    const html = await renderGuideHtml(
      'Calculus',
      '# Calculus\n\nThe area is $\\int_0^1 x^2\\,dx$ and $\\mathcal{L}$.\n\nIt costs $5 and $10.',
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const formulas = [...doc.querySelectorAll('math')]
    expect(formulas).toHaveLength(2)
    expect(formulas[0]?.getAttribute('aria-label')).toMatch(/^integral/)
    expect(doc.body.textContent).toContain('It costs $5 and $10.')
    const styles = [...doc.querySelectorAll('style')].map((style) => style.textContent).join('')
    expect(styles).toContain('.katex')
    // Fonts as data URLs: the one a formula uses here (calligraphic) and the core ones, no others.
    const faces = styles.match(/@font-face\{[^}]*\}/g) ?? []
    expect(faces.every((face) => face.includes('url(data:font/woff2;base64,'))).toBe(true)
    const families = faces.map((face) => /font-family:(KaTeX_\w+)/.exec(face)?.[1])
    expect(families).toEqual(
      expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math', 'KaTeX_Caligraphic']),
    )
    expect(families).not.toContain('KaTeX_Fraktur')
    expect(html).not.toMatch(/url\((?!data:)|<link|<script|@import/)
    expect(
      doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toContain('font-src data:')
  })

  it('leaves a guide without formulas free of KaTeX', async () => {
    const html = await renderGuideHtml('Prices', '# Prices\n\nA pen costs $5 and a book $10.')
    expect(html).not.toContain('katex')
    expect(html).toContain('A pen costs $5 and a book $10.')
  })
})
