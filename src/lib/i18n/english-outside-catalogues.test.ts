/**
 * Issue #47, clause 3 ("everything a student reads"): the lint rule `no-literal-ui-text` sees
 * text in JSX only; a toast, an error, an export's heading or a title built in plain code is
 * out of its sight. This test reads every source file of src/ (tests and fixtures aside) with
 * TypeScript's parser and fails on an English sentence in a string literal that is not
 *  - a message the catalogues hold word for word (the spec's messages in `lib/errors.ts` and
 *    every English catalogue text: the English twin of a key, shown through that key), nor
 *  - a developer's words: a `console.*` line or a plain `Error` / `ProviderError` /
 *    `DOMException`, whose message the student never reads (`shownError` shows an AppError's
 *    message only, else the screen's own translated text), nor
 *  - in a file, or of a text, allowed below by name with the reason it stays English.
 * A text found here is translated (a catalogue key) or, if it must stay English, allowed below.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/errors'

const SRC = join(__dirname, '..', '..')
const LOCALES = join(__dirname, 'locales')

/** Whole files that are English by design, and why. */
const ENGLISH_FILES: Record<string, string> = {
  'lib/errors.ts': "the spec's messages word for word; error-text.ts shows them translated by name",
  'study-engine/offline/labels.ts': "the offline engine's words, one row per language",
  'features/practice-exam/model/exam-wording.ts': "the exam's prompts, one row per language",
  'study-engine/ai/prompts.ts': 'instructions to the AI model, never shown',
  'study-engine/ai/audio-script.ts': 'instructions to the AI model, never shown',
  'study-engine/ai/mind-map.ts': 'instructions to the AI model, never shown',
  'study-engine/ai/exam-grading.ts': 'instructions to the AI model, never shown',
  'study-engine/ai/reply-language.ts': 'instructions to the AI model, never shown',
  'study-engine/ai/long-source/notes-prompts.ts': 'instructions to the AI model, never shown',
  'study-engine/ai/long-source/long-source-purposes.ts': 'instructions to the AI model',
  'lib/extract/extract-messages.ts':
    "the readers' messages in English with their names; reading-text.ts shows them by name",
  'lib/extract/media/media-messages.ts':
    "recordings' messages in English with their names; reading-text.ts shows them by name",
  'study-engine/offline/sample-texts.ts':
    "sample material (a student's content, not the interface)",
  'features/generation/model/example-notes.ts': 'the example notes: material, not the interface',
  'lib/extract/make-warm-up.ts': 'a PDF made on the device to warm the reader up, never shown',
  'features/blog/model/posts.ts': "the blog's posts (the issue lets posts stay English)",
  'config/env.ts': "a developer's configuration errors, thrown before the app starts",
  'features/flashcards/model/schedule-csv.ts': "the CSV's column names, read by other tools",
}

/**
 * Single texts that stay English, by file, and why: a value compared or stored, never shown as
 * it is (the screen shows a key in its place), or a message that goes no further than the log.
 */
const ENGLISH_TEXTS: Record<string, Record<string, string>> = {
  'features/flashcards/api/use-flashcard-sets.ts': {
    'Flashcard generation failed': "the console's label of a failed run (use-generate-work)",
  },
  'features/quiz/api/use-quizzes.ts': {
    'Quiz generation failed': "the console's label of a failed run (use-generate-work)",
  },
  'lib/ai/errors.ts': { 'Request aborted': 'a request the student stopped: nothing is shown' },
  'lib/ai/transcription-client.ts': {
    'The provider answered ': "a ProviderError's message, for the log",
  },
  'lib/link-source/link-messages.ts': {
    'This page could not be read: ':
      "the spec's linkUnreadable in English; shown by its name and the reason's (reading-text.ts)",
  },
  'lib/extract/pdfium.ts': { 'PDFium could not open the PDF': "an Error's message, for the log" },
  'study-engine/ai/continuation.ts': {
    'Your reply was cut off. Continue exactly where it stopped: do not repeat anything already written and add no introduction.':
      'an instruction to the AI model',
    '\n\nThese are already written; write different ones, in the same JSON format:\n':
      'an instruction to the AI model',
  },
  'study-engine/ai/long-source/long-source-error.ts': {
    'Could not read ':
      'shown by its parts in the student’s language (UnreadParts, generation-status.tsx)',
  },
  'study-engine/offline/offline-in-worker.ts': {
    'The offline engine stopped': "a plain Error's message (a crashed worker), for the log",
  },
}

/** An English sentence: a capital, then two or more words, at least one a lower-case word. */
const SENTENCE = /^[\s"'“(]*[A-Z][\p{L}'’-]*(?:[\s,:;]+[\p{L}'’-]+)+/u
const LOWER_WORD = /\s[a-z]{2,}/
const isSentence = (text: string) => SENTENCE.test(text) && LOWER_WORD.test(text)

/** Calls and constructors whose text no student reads. */
const DEVELOPER_CALLEES = /^(console\.\w+|Error|TypeError|RangeError|ProviderError|DOMException)$/

function catalogueTexts(): Set<string> {
  const texts = new Set<string>(
    (Object.values(messages) as unknown[]).filter(
      (text): text is string => typeof text === 'string',
    ),
  )
  for (const file of readdirSync(join(LOCALES, 'en')))
    for (const text of Object.values(
      JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')) as Record<string, string>,
    ))
      texts.add(text)
  return texts
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$|\.dom\.test\.ts$/.test(entry.name)
      ? [path]
      : []
  })
}

/** Why a literal's place makes its text a developer's, or undefined. */
function developerPlace(node: ts.Node): boolean {
  let parent = node.parent
  // The pieces of a template and a string joined with + belong to the expression around them.
  while (
    ts.isTemplateSpan(parent) ||
    ts.isTemplateExpression(parent) ||
    ts.isBinaryExpression(parent) ||
    ts.isParenthesizedExpression(parent)
  )
    parent = parent.parent
  if (ts.isLiteralTypeNode(parent) || ts.isImportDeclaration(parent)) return true
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent))
    return DEVELOPER_CALLEES.test(parent.expression.getText())
  return false
}

interface Found {
  file: string
  line: number
  text: string
}

function englishLiterals(): Found[] {
  const allowed = catalogueTexts()
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path)
    if (file.startsWith('lib/i18n/') || file in ENGLISH_FILES) return []
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const found: Found[] = []
    const visit = (node: ts.Node) => {
      const text =
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
          ? node.text
          : undefined
      if (text && isSentence(text) && !allowed.has(text) && !developerPlace(node))
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          text,
        })
      ts.forEachChild(node, visit)
    }
    visit(source)
    return found
  })
}

describe('English outside the catalogues (#47 clause 3)', () => {
  const found = englishLiterals()

  it('finds no English sentence a student could read outside the catalogues', () => {
    const left = found.filter(({ file, text }) => ENGLISH_TEXTS[file]?.[text] === undefined)
    expect(left.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([])
  })

  it('allows only texts that are still there', () => {
    const seen = new Set(found.map(({ file, text }) => `${file}\n${text}`))
    const stale = Object.entries(ENGLISH_TEXTS).flatMap(([file, texts]) =>
      Object.keys(texts).filter((text) => !seen.has(`${file}\n${text}`)),
    )
    expect(stale).toEqual([])
    const missing = Object.keys(ENGLISH_FILES).filter(
      (file) => !sourceFiles(SRC).includes(join(SRC, file)),
    )
    expect(missing).toEqual([])
  })

  it('sees an English toast built outside JSX', () => {
    expect(isSentence('The changes waiting could not be counted.')).toBe(true)
    expect(isSentence('studywise.captcha-passed')).toBe(false)
    expect(isSentence('Cells')).toBe(false)
  })
})
