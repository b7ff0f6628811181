/**
 * The built app's Content-Security-Policy. The session and a student's own AI key live in
 * localStorage, so script injection must not run: scripts only from the site itself (and the one
 * inline script of index.html, by its hash), workers from the site, WebAssembly compiled from
 * the site's own files ('wasm-unsafe-eval': PDFium, which reads PDF text, pdf.js's image
 * decoders and the OCR and SQLite readers run as WASM), and connections
 * only to the site, the configured Supabase project, the configured AI provider and feedback
 * webhook, extra origins named at build time, and this computer (a local model a student runs).
 * With a CAPTCHA configured, its provider's script and frame are allowed too.
 *
 * Styles allow 'unsafe-inline': React's style attributes, KaTeX's layout and the stylesheets the
 * prerendered pages inline need it, and styles cannot run code.
 *
 * The build puts the policy in every HTML file (a <meta> tag) and writes it, with the directives
 * a <meta> cannot carry (frame-ancestors), to dist/_headers for hosts that read that file;
 * docs/SECURITY.md shows the header for other hosts.
 */
import { createHash } from 'node:crypto'

export interface CspSources {
  /** VITE_SUPABASE_URL, or the local backend's URL when unset. */
  supabaseUrl: string
  aiBaseUrl?: string | undefined
  feedbackWebhookUrl?: string | undefined
  /** VITE_CSP_CONNECT_SRC: more origins the app may call (providers students may enter). */
  extraConnect?: readonly string[]
  /** Hashes ('sha256-…') of the inline scripts the HTML carries. */
  inlineScripts: readonly string[]
  /** The CAPTCHA provider whose widget anonymous students see (VITE_CAPTCHA_SITE_KEY set). */
  captcha?: 'turnstile' | 'hcaptcha' | undefined
}

/** Where each CAPTCHA widget loads its script and frame from (and hCaptcha its styles and calls). */
const CAPTCHA_ORIGINS = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
} as const

/** This computer: a model served locally (Ollama, LM Studio) that a student points the app at. */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*']

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

export function cspDirectives(sources: CspSources): Record<string, string[]> {
  const connect = new Set<string>(["'self'"])
  for (const url of [sources.supabaseUrl, sources.aiBaseUrl, sources.feedbackWebhookUrl]) {
    const origin = originOf(url)
    if (origin) connect.add(origin)
  }
  for (const extra of sources.extraConnect ?? []) {
    const origin = originOf(extra)
    if (origin) connect.add(origin)
  }
  for (const local of LOOPBACK) connect.add(local)
  const captcha: readonly string[] = sources.captcha ? CAPTCHA_ORIGINS[sources.captcha] : []
  if (sources.captcha === 'hcaptcha') for (const origin of captcha) connect.add(origin)
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...sources.inlineScripts.map((h) => `'${h}'`),
      ...captcha,
    ],
    'worker-src': ["'self'"],
    'connect-src': [...connect],
    'frame-src': ["'self'", ...captcha],
    'style-src': ["'self'", "'unsafe-inline'", ...(sources.captcha === 'hcaptcha' ? captcha : [])],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    // A recording kept in this browser plays from a blob: URL ('Play from 12:34').
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
}

const serialize = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')

/** The policy as a <meta http-equiv> carries it. */
export function cspForMeta(sources: CspSources): string {
  return serialize(cspDirectives(sources))
}

/** The policy as an HTTP header: the same, and no site may frame the app (clickjacking). */
export function cspForHeader(sources: CspSources): string {
  return serialize({ ...cspDirectives(sources), 'frame-ancestors': ["'none'"] })
}

/** 'sha256-…' of each inline, executable <script> of the HTML (not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/.test(attributes)) continue
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]
    if (type && type !== 'module' && !/javascript/i.test(type)) continue
    hashes.push(`sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}`)
  }
  return hashes
}

/** The build's sources from its VITE_ variables. */
export function cspSourcesFromEnv(
  env: Record<string, string | undefined>,
  html: string,
): CspSources {
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321'
  return {
    supabaseUrl,
    aiBaseUrl: env.VITE_AI_BASE_URL?.trim() || undefined,
    feedbackWebhookUrl: env.VITE_FEEDBACK_WEBHOOK_URL?.trim() || undefined,
    extraConnect: (env.VITE_CSP_CONNECT_SRC ?? '')
      .split(/[\s,]+/)
      .map((origin) => origin.trim())
      .filter(Boolean),
    inlineScripts: inlineScriptHashes(html),
    captcha: env.VITE_CAPTCHA_SITE_KEY?.trim()
      ? env.VITE_CAPTCHA_PROVIDER?.trim() === 'hcaptcha'
        ? 'hcaptcha'
        : 'turnstile'
      : undefined,
  }
}

/** The HTML with the policy's <meta> right after <meta charset>, before anything it governs. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`
  return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`)
}
