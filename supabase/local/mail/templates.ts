import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tomlSection, tomlString } from '../project-config.ts'

export type MailKind = 'confirmation' | 'recovery' | 'email_change'

/** GoTrue's built-in templates and subjects, used when supabase/ does not define its own. */
const DEFAULTS: Record<MailKind, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    html: '<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm Change of Email</h2>\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
}

export interface TemplateVars {
  SiteURL: string
  ConfirmationURL: string
  Token: string
  TokenHash: string
  Email: string
  NewEmail: string
  RedirectTo: string
  Data: Record<string, unknown>
}

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;')

function lookup(vars: TemplateVars, path: string[]): string {
  let current: unknown = vars
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return ''
    current = (current as Record<string, unknown>)[key]
  }
  return current === undefined || current === null ? '' : String(current)
}

/** An operand of a condition: a field (`.Data.language`) or a quoted string (`"es"`). */
function operand(vars: TemplateVars, token: string): string {
  if (token.startsWith('"')) return token.slice(1, -1)
  return token.startsWith('.') ? lookup(vars, token.slice(1).split('.')) : ''
}

/** `eq .Data.language "es"` (equal to any of the others), else a field that is not empty. */
function holds(vars: TemplateVars, words: string[]): boolean {
  if (words[0] === 'eq') {
    const [first = '', ...others] = words.slice(1).map((word) => operand(vars, word))
    return others.includes(first)
  }
  return operand(vars, words[0] ?? '') !== ''
}

/**
 * Renders the Go templates GoTrue offers: fields (`{{ .SiteURL }}`, `{{ .Data.name }}`...), HTML-
 * escaped, and `{{ if … }}`, `{{ else if … }}`, `{{ else }}`, `{{ end }}` on a field or `eq`, so a
 * template can speak the student's language (`{{ if eq .Data.language "es" }}`). Other actions are
 * dropped rather than shown raw.
 */
export function renderTemplate(template: string, vars: TemplateVars): string {
  // split with a capture: text at the even places, each action's words at the odd ones.
  const parts = template.split(/\{\{-?\s*([^}]*?)\s*-?\}\}/)
  const open: { outerShown: boolean; taken: boolean }[] = []
  let shown = true
  let html = ''
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (shown) html += part
      return
    }
    const words = part.match(/"[^"]*"|\S+/g) ?? []
    const frame = open.at(-1)
    if (words[0] === 'if') {
      const taken = shown && holds(vars, words.slice(1))
      open.push({ outerShown: shown, taken })
      shown = taken
    } else if (words[0] === 'else' && frame) {
      const taken =
        frame.outerShown && !frame.taken && (words[1] !== 'if' || holds(vars, words.slice(2)))
      frame.taken ||= taken
      shown = taken
    } else if (words[0] === 'end' && frame) {
      shown = open.pop()!.outerShown
    } else if (shown && /^\.[A-Za-z_][\w.]*$/.test(part)) {
      html += escapeHtml(lookup(vars, part.slice(1).split('.')))
    }
  })
  return html
}

/** A string setting of `[auth.email.template.<kind>]` in supabase/config.toml. */
function configured(
  supabaseDir: string,
  kind: MailKind,
  key: 'subject' | 'content_path',
): string | undefined {
  return tomlString(tomlSection(supabaseDir, `auth.email.template.${kind}`), key)
}

/** As the Supabase CLI: config.toml's subject and content_path (relative to the project), else defaults. */
export function loadTemplate(
  supabaseDir: string,
  kind: MailKind,
): { subject: string; html: string } {
  const contentPath = configured(supabaseDir, kind, 'content_path')
  const candidates = [
    ...(contentPath ? [resolve(supabaseDir, '..', contentPath)] : []),
    join(supabaseDir, 'templates', `${kind}.html`),
  ]
  const file = candidates.find((path) => existsSync(path))
  return {
    subject: configured(supabaseDir, kind, 'subject') ?? DEFAULTS[kind].subject,
    html: file ? readFileSync(file, 'utf8') : DEFAULTS[kind].html,
  }
}

const decodeEntities = (value: string): string =>
  value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export function extractLinks(html: string): string[] {
  const links = [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((m) => decodeEntities(m[1] ?? ''))
  return [...new Set(links.filter((link) => /^https?:\/\//.test(link)))]
}

export function htmlToText(html: string): string {
  const withLinks = html.replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
  return decodeEntities(
    withLinks
      .replace(/<(br|\/p|\/h\d|\/li|\/div)[^>]*>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n\n'),
  ).trim()
}
