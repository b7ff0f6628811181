import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  cspDirectives,
  cspForHeader,
  cspForMeta,
  cspSourcesFromEnv,
  inlineScriptHashes,
  withCspMeta,
} from '../../scripts/csp'

const hostedEnv = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_AI_BASE_URL: 'https://api.openai.com/v1',
  VITE_FEEDBACK_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/x',
  VITE_CSP_CONNECT_SRC: 'https://openrouter.ai, https://api.groq.com/openai/v1',
}
const shell = `<html><head>
    <meta charset="UTF-8" />
    <script type="module" src="/assets/index.js"></script>
    <script type="application/ld+json">{"@type":"WebSite"}</script>
  </head><body><script>document.body.dataset.x = '1'</script></body></html>`

describe('the built app’s Content-Security-Policy', () => {
  const directives = cspDirectives(cspSourcesFromEnv(hostedEnv, shell))

  it('connects only to the site, the configured services, named extras and this computer', () => {
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'https://api.openai.com',
      'https://discord.com',
      'https://openrouter.ai',
      'https://api.groq.com',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })

  it('runs scripts and workers from the site only, WASM included, and the inline script by hash', () => {
    expect(directives['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      `'sha256-${createHash('sha256').update("document.body.dataset.x = '1'").digest('base64')}'`,
    ])
    expect(directives['worker-src']).toEqual(["'self'"])
    // Recordings kept in the browser play from blob: URLs, nothing else.
    expect(directives['media-src']).toEqual(["'self'", 'blob:'])
    for (const values of Object.values(directives)) {
      expect(values).not.toContain('*')
      expect(values).not.toContain("'unsafe-eval'")
    }
    expect(directives['script-src']).not.toContain("'unsafe-inline'")
    expect(directives['object-src']).toEqual(["'none'"])
  })

  it('defaults to the local backend when no Supabase project is configured', () => {
    expect(cspDirectives(cspSourcesFromEnv({}, shell))['connect-src']).toContain(
      'http://127.0.0.1:54321',
    )
  })

  it('allows the CAPTCHA widget’s script and frame only when a site key is configured', () => {
    const withCaptcha = cspDirectives(
      cspSourcesFromEnv({ ...hostedEnv, VITE_CAPTCHA_SITE_KEY: '0x4AAA' }, shell),
    )
    expect(withCaptcha['script-src']).toContain('https://challenges.cloudflare.com')
    expect(withCaptcha['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    expect(directives['script-src']).not.toContain('https://challenges.cloudflare.com')
    expect(directives['frame-src']).toEqual(["'self'"])
  })

  it('hashes executable inline scripts only, not JSON data or external scripts', () => {
    expect(inlineScriptHashes(shell)).toHaveLength(1)
  })

  it('goes right after <meta charset>; the header adds frame-ancestors', () => {
    const sources = cspSourcesFromEnv(hostedEnv, shell)
    const html = withCspMeta(shell, cspForMeta(sources))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    )
    expect(cspForMeta(sources)).not.toContain('frame-ancestors')
    expect(cspForHeader(sources)).toContain("frame-ancestors 'none'")
  })
})
