import { describe, expect, it } from 'vitest'
import {
  appScriptList,
  inlineStylesheets,
  routeModuleFiles,
  takeAppScripts,
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

  it('loads none of the app’s scripts itself: it lists them, the entry first', () => {
    const { shell, files } = takeAppScripts(built)
    expect(shell).not.toMatch(/<script type="module"|modulepreload/)
    expect(shell).toContain('rel="stylesheet"')
    expect(files).toEqual(['/assets/index-a.js', '/assets/app-b.js'])
    expect(() => takeAppScripts(shell)).toThrow('the shell has 0 module scripts, not 1')
  })

  it('lists the page’s route module and what it imports, each once, as data', () => {
    const manifest = {
      'src/app/routes/landing-route.tsx': {
        file: 'assets/landing-route-d.js',
        imports: ['_app-b.js', '_bot-e.js', '_zap-f.js'],
      },
      '_app-b.js': { file: 'assets/app-b.js' },
      '_bot-e.js': { file: 'assets/bot-e.js', imports: ['_app-b.js', '_zap-f.js'] },
      '_zap-f.js': { file: 'assets/zap-f.js' },
    }
    const route = routeModuleFiles(manifest, 'src/app/routes/landing-route.tsx')
    expect(appScriptList([...takeAppScripts(built).files, ...route])).toBe(
      '<script type="application/json" id="app-scripts">' +
        '["/assets/index-a.js","/assets/app-b.js","/assets/landing-route-d.js","/assets/bot-e.js","/assets/zap-f.js"]' +
        '</script>',
    )
    expect(appScriptList(['/a</script>.js'])).not.toContain('</script>.js')
    expect(() => routeModuleFiles(manifest, 'src/app/routes/blog-route.tsx')).toThrow(
      'src/app/routes/blog-route.tsx is not in the build',
    )
  })
})
