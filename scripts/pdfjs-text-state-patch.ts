/**
 * A build-time fix for the largest cost of pdf.js's text extraction on real documents.
 *
 * pdf.js copies its text state on every `q` operator and at every font change inside a text run
 * (`TextState.prototype.clone`), and copies it with `Object.create(this)`: every copy makes the
 * state it came from a prototype. V8 gives each new prototype its own object shapes, so on a
 * typeset page (a positioned run and a font change per word: 64,000 copies in the bench's
 * 55-page manual) the evaluator's code turns megamorphic and the copies alone took over a third
 * of getTextContent's time. Copying onto the one TextState prototype gives objects of the same
 * own properties (Object.assign copies every field, each of them an own class field) with one
 * shape; the text content is item for item the same (tests/support/pdfjs-text-state-patch.test.ts).
 *
 * Still in pdf.js's source as of 2026-08; if an upgrade changes that line, the build stops here
 * so the patch is re-measured or removed rather than silently lost.
 */
import type { Plugin } from 'vite'

/** pdf.js's worker code: the modern and legacy builds, minified or not. */
const PDFJS_WORKER_BUILD =
  /[\\/]pdfjs-dist[\\/](?:legacy[\\/])?build[\\/]pdf\.worker(?:\.min)?\.mjs$/

const SLOW_CLONE = /Object\.assign\(Object\.create\(this\),\s*this\)/g
const FAST_CLONE = 'Object.assign(Object.create(Object.getPrototypeOf(this)),this)'

/** The worker code with TextState's copy fixed; throws unless the slow copy occurs exactly once. */
export function patchTextStateClone(code: string): string {
  const found = code.match(SLOW_CLONE)?.length ?? 0
  if (found !== 1) {
    throw new Error(
      `pdfjs-text-state-patch: expected pdf.js's TextState copy once, found it ${found} times; ` +
        're-measure `npm run bench:extract` and update or remove this patch',
    )
  }
  return code.replace(SLOW_CLONE, FAST_CLONE)
}

export function isPdfjsWorkerBuild(id: string): boolean {
  return PDFJS_WORKER_BUILD.test(id.split('?')[0] ?? id)
}

/** Vite plugin: applies patchTextStateClone to pdf.js's worker code wherever it is bundled. */
export function pdfjsTextStatePatch(): Plugin {
  return {
    name: 'studywise-pdfjs-text-state-patch',
    transform(code, id) {
      if (!isPdfjsWorkerBuild(id)) return null
      return { code: patchTextStateClone(code), map: null }
    },
  }
}
