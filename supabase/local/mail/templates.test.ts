import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  authEmailHtml,
  authEmails,
  authEmailSubject,
  type AuthEmail,
} from '../../../src/lib/i18n/auth-emails.ts'
import { languages } from '../../../src/lib/i18n/languages.ts'
import { emailWords } from './email-catalogue.ts'
import {
  extractLinks,
  htmlToText,
  loadTemplate,
  renderTemplate,
  type TemplateVars,
} from './templates.ts'

const vars: TemplateVars = {
  SiteURL: 'http://127.0.0.1:5173',
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x',
  Token: '123456',
  TokenHash: 'abc',
  Email: 'old@example.com',
  NewEmail: 'new@example.com',
  RedirectTo: 'http://127.0.0.1:5173/confirm-email',
  Data: { name: '<script>alert(1)</script>' },
}

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('e-mail templates', () => {
  it('renders Go-template fields HTML-escaped and drops unsupported actions', () => {
    const html = renderTemplate(
      '<p>Hi {{ .Data.name }}</p><a href="{{ .SiteURL }}/confirm-email?token_hash={{ .TokenHash }}&type=signup">go</a>{{ if .X }}',
      vars,
    )
    expect(html).toBe(
      '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;</p><a href="http://127.0.0.1:5173/confirm-email?token_hash=abc&type=signup">go</a>',
    )
    expect(extractLinks(html)).toEqual([
      'http://127.0.0.1:5173/confirm-email?token_hash=abc&type=signup',
    ])
    expect(htmlToText(html)).toContain('Hi <script>alert(1)</script>')
  })

  it('picks the branch of if / else if / else that holds, as GoTrue does, nested too', () => {
    const template =
      '{{ if eq .Data.language "es" }}Hola{{ else if eq .Data.language "fr" "de" }}Salut{{ else }}Hi{{ end }}' +
      ' {{ if .Data.name }}{{ .Data.name }}{{ if eq .Data.language "fr" }}!{{ end }}{{ end }}'
    const as = (data: Record<string, unknown>) => renderTemplate(template, { ...vars, Data: data })
    expect(as({ language: 'es', name: 'Ana' })).toBe('Hola Ana')
    expect(as({ language: 'fr', name: 'Léa' })).toBe('Salut Léa!')
    expect(as({ language: 'de' })).toBe('Salut ')
    expect(as({ name: 'Bo' })).toBe('Hi Bo')
  })

  it('reads subject and content_path from config.toml, else uses GoTrue defaults', async () => {
    const project = await mkdtemp(join(tmpdir(), 'studywise-templates-'))
    dirs.push(project)
    await mkdir(join(project, 'supabase', 'mail'), { recursive: true })
    await writeFile(
      join(project, 'supabase', 'config.toml'),
      '[auth.email.template.recovery]\nsubject = "Reset \\"now\\""\ncontent_path = "./supabase/mail/reset.html"\n',
    )
    await writeFile(
      join(project, 'supabase', 'mail', 'reset.html'),
      '<a href="{{ .ConfirmationURL }}">reset</a>',
    )
    const recovery = loadTemplate(join(project, 'supabase'), 'recovery')
    expect(recovery).toEqual({
      subject: 'Reset "now"',
      html: '<a href="{{ .ConfirmationURL }}">reset</a>',
    })
    const confirmation = loadTemplate(join(project, 'supabase'), 'confirmation')
    expect(confirmation.subject).toBe('Confirm Your Signup')
    expect(extractLinks(renderTemplate(confirmation.html, vars))).toEqual([vars.ConfirmationURL])
  })
})

describe("the auth e-mails are the catalogue's (src/lib/i18n/locales/*/email.json)", () => {
  const supabaseDir = join(import.meta.dirname, '..', '..')
  const emails = Object.keys(authEmails) as AuthEmail[]
  /** Prettier's line breaks set aside: spaces around tags and inside `{{ }}` do not count. */
  const squeezed = (html: string) =>
    html
      .replace(/\s*([<>])\s*/g, '$1')
      .replace(/\{\{\s*/g, '{{ ')
      .replace(/\s*\}\}/g, ' }}')
      .replace(/\s+/g, ' ')
      .trim()

  it.each(emails)(
    '%s: the files the backend loads are what `npm run emails` writes from the catalogue',
    (email) => {
      const loaded = loadTemplate(supabaseDir, authEmails[email].config)
      expect(loaded.subject).toBe(authEmailSubject(email, emailWords))
      expect(squeezed(loaded.html)).toBe(squeezed(authEmailHtml(email, emailWords)))
    },
  )

  it.each(languages.map(({ code }) => code))(
    'a student who signed up in %s gets every e-mail in its words, with its link',
    (code) => {
      const fill = (text: string) =>
        text.replace('{email}', vars.Email).replace('{newEmail}', vars.NewEmail)
      for (const email of emails) {
        const { subject, html } = loadTemplate(supabaseDir, authEmails[email].config)
        const as = { ...vars, Data: { language: code } }
        expect(renderTemplate(subject, as)).toBe(emailWords(code, `email.${email}.subject`))
        const rendered = renderTemplate(html, as)
        const text = htmlToText(rendered).replace(/\s+/g, ' ')
        for (const part of ['heading', 'text', 'link', 'ignore'])
          expect(text).toContain(fill(emailWords(code, `email.${email}.${part}`)))
        expect(extractLinks(rendered)).toEqual([
          authEmails[email].link
            .replace('{{ .SiteURL }}', vars.SiteURL)
            .replace('{{ .TokenHash }}', vars.TokenHash),
        ])
      }
    },
  )
})
