import type { SerialDb, Tx } from '../db.ts'
import {
  extractLinks,
  htmlToText,
  loadTemplate,
  renderTemplate,
  type MailKind,
  type TemplateVars,
} from './templates.ts'

export interface CapturedMessage {
  id: number
  to: string
  subject: string
  html: string
  text: string
  links: string[]
  createdAt: string
}

/**
 * Captures an e-mail instead of sending it. Stored in the request's transaction, so a failed
 * request leaves no mail behind.
 */
export async function captureMail(
  tx: Tx,
  supabaseDir: string,
  kind: MailKind,
  to: string,
  vars: TemplateVars,
): Promise<void> {
  const template = loadTemplate(supabaseDir, kind)
  const html = renderTemplate(template.html, vars)
  const subject = renderTemplate(template.subject, vars)
  await tx.query(
    `insert into local_auth.messages (to_address, subject, html, text_body, links) values ($1, $2, $3, $4, $5::jsonb)`,
    [to, subject, html, htmlToText(html), JSON.stringify(extractLinks(html))],
  )
}

interface MessageRow {
  id: number
  to_address: string
  subject: string
  html: string
  text_body: string
  links: string[]
  created_at: Date
}

export async function listMessages(db: SerialDb, to?: string): Promise<CapturedMessage[]> {
  const { rows } = await db.run((tx) =>
    tx.query<MessageRow>(
      `select id, to_address, subject, html, text_body, links, created_at from local_auth.messages
        where $1::text is null or lower(to_address) = lower($1::text)
        order by id desc limit 500`,
      [to ?? null],
    ),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    links: row.links,
    createdAt: row.created_at.toISOString(),
  }))
}

export async function clearMessages(db: SerialDb, to?: string): Promise<void> {
  await db.run((tx) =>
    tx.query(
      `delete from local_auth.messages where $1::text is null or lower(to_address) = lower($1::text)`,
      [to ?? null],
    ),
  )
}

export interface MailedToken {
  tokenHash: string
  type: string
  link: string
}

/**
 * The one-time token a mail's links carry: a GoTrue verify link (`token=`) or an app link
 * (`token_hash=`), whichever the templates use.
 */
export function tokenInLinks(links: readonly string[]): MailedToken | undefined {
  for (const link of links) {
    const url = new URL(link)
    const tokenHash = url.searchParams.get('token_hash') ?? url.searchParams.get('token')
    const type = url.searchParams.get('type')
    if (tokenHash && type) return { tokenHash, type, link }
  }
  return undefined
}
