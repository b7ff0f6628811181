import type { CapturedMessage } from './mailer.ts'

const escape = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The inbox page. Captured mails are shown as escaped text plus their links, never as raw HTML:
 * templates carry user input (names, addresses).
 */
export function renderInboxPage(messages: CapturedMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To <strong>${escape(m.to)}</strong> · <time datetime="${escape(m.createdAt)}">${escape(m.createdAt)}</time></p>
  <ul>${m.links.map((link) => `<li><a href="${escape(link)}">${escape(link)}</a></li>`).join('')}</ul>
  <details><summary>Text</summary><pre>${escape(m.text)}</pre></details>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Local inbox · Studywise</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  .meta { color: #4b5563; margin: 0 0 .5rem; }
  a { color: #1d4ed8; word-break: break-all; }
  pre { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Local inbox</h1>
<p>E-mails the embedded local backend would have sent, newest first. JSON: <code>/api/messages?to=&lt;address&gt;</code>.</p>
<form method="post" action="/clear"><button type="submit">Clear inbox</button></form>
${items || '<p>No messages yet.</p>'}
</body>
</html>`
}
