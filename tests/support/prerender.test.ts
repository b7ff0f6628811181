import { describe, expect, it } from 'vitest'
import {
  inlineStylesheets,
  lowerScriptPriority,
  routeModulePreloads,
} from '../../scripts/prerender'

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

  it('preloads the page’s route module and what it imports, at low priority, each once', () => {
    const manifest = {
      'src/app/routes/landing-route.tsx': {
        file: 'assets/landing-route-d.js',
        imports: ['_app-b.js', '_bot-e.js', '_zap-f.js'],
      },
      '_app-b.js': { file: 'assets/app-b.js' },
      '_bot-e.js': { file: 'assets/bot-e.js', imports: ['_app-b.js', '_zap-f.js'] },
      '_zap-f.js': { file: 'assets/zap-f.js' },
    }
    const links = routeModulePreloads(built, manifest, 'src/app/routes/landing-route.tsx')
    expect(links.match(/<link [^>]*>/g)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-route-d.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/bot-e.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/zap-f.js">',
    ])
    expect(() => routeModulePreloads(built, manifest, 'src/app/routes/blog-route.tsx')).toThrow(
      'src/app/routes/blog-route.tsx is not in the build',
    )
  })
})
