import { describe, expect, it } from 'vitest'
import { inlineStylesheets, lowerScriptPriority } from '../../scripts/prerender'

const built = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>`

describe('the prerendered pages’ head', () => {
  it('holds the stylesheet itself instead of a link to it', () => {
    const html = inlineStylesheets(built, (file) =>
      file === 'assets/index-c.css' ? 'a{color:red}' : 'wrong file',
    )
    expect(html).toContain('<style>a{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('cannot be closed early by the stylesheet', () => {
    const html = inlineStylesheets(built, () => 'a::after{content:"</style><script>x()</script>"}')
    expect(html.match(/<\/style/gi)).toHaveLength(1)
  })

  it('fetches the app’s scripts at low priority', () => {
    const html = lowerScriptPriority(built)
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin')
    expect(lowerScriptPriority(html)).toBe(html)
  })
})
