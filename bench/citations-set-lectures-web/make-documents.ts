/**
 * Writes this set's documents (run once; the JSON files are what the set holds):
 * - web pages: saved HTML pages of Mozilla Readability's test suite (mozilla/readability,
 *   test/test-pages/<name>/source.html) read by the app's own `readWebPage`, one passage a
 *   section under its heading, the first `SECTIONS` sections kept;
 * - transcripts: the repository's lecture scripts (the e2e recording's and bench:transcribe's
 *   prose) spoken by flite (voice slt) paragraph by paragraph with 0.6 s between, each passage
 *   starting at the second flite's audio reaches it, as a caption file would time it.
 * Run: npx tsx --tsconfig tsconfig.node.json bench/citations-set-lectures-web/make-documents.ts <readability checkout>
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { readWebPage } from '../../src/lib/link-source/web-page'
import { LECTURE } from '../../tests/e2e/support/recordings'
import { repoProse } from '../repo-prose'

const SECTIONS = 8
const PAUSE_SECONDS = 0.6
const out = (name: string) => join(import.meta.dirname, 'documents', `${name}.json`)

globalThis.DOMParser = new Window().DOMParser as unknown as typeof DOMParser

async function webPage(checkout: string, test: string, id: string, title: string) {
  const html = readFileSync(join(checkout, 'test/test-pages', test, 'source.html'), 'utf8')
  const read = await readWebPage(html, 'https://en.wikipedia.org/')
  if ('reason' in read) throw new Error(`${test}: ${read.reason}`)
  const pages = read.passages.slice(0, SECTIONS).map((passage, i) => ({
    page: i + 1,
    heading: passage.anchor.kind === 'heading' ? passage.anchor.heading : '',
    text: passage.text,
  }))
  const document = {
    id,
    title,
    kind: 'web-page',
    anchor: 'heading',
    language: 'en',
    licence: 'CC BY-SA 3.0 (Wikipedia text)',
    source: `https://github.com/mozilla/readability/tree/main/test/test-pages/${test}/source.html`,
    pages,
  }
  writeFileSync(out(id), `${JSON.stringify(document, null, 2)}\n`)
}

/** Seconds of 16 kHz 16-bit mono speech flite makes of `text`. */
function spokenSeconds(text: string, dir: string): number {
  const wav = join(dir, 'p.wav')
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', wav])
  return (statSync(wav).size - 44) / (16_000 * 2)
}

function transcript(id: string, title: string, source: string, paragraphs: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'set-transcript-'))
  let at = 0
  const pages = paragraphs.map((text, i) => {
    const page = { page: i + 1, seconds: Math.floor(at), text }
    at += spokenSeconds(text, dir) + PAUSE_SECONDS
    return page
  })
  const document = {
    id,
    title,
    kind: 'transcript',
    anchor: 'time',
    language: 'en',
    licence: 'the repository’s own text',
    source,
    pages,
  }
  writeFileSync(out(id), `${JSON.stringify(document, null, 2)}\n`)
}

const checkout = process.argv[2] ?? ''
await webPage(checkout, 'wikipedia', 'web-wikipedia-mozilla', 'Mozilla - Wikipedia')
await webPage(checkout, 'wikipedia-2', 'web-wikipedia-new-zealand', 'New Zealand - Wikipedia')
transcript(
  'transcript-photosynthesis-lecture',
  'A spoken lecture on photosynthesis and respiration',
  'tests/e2e/support/recordings.ts (LECTURE)',
  LECTURE,
)
const prose = await repoProse(['docs/SECURITY.md', 'docs/DEPLOY.md'])
transcript(
  'transcript-security-and-deploy-talk',
  'A talk read from the security and deployment docs',
  'docs/SECURITY.md and docs/DEPLOY.md through bench/repo-prose.ts',
  prose.slice(0, 10),
)
