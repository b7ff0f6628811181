import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { buildPaperPdf } from '../../bench/realistic-pdfs'
import {
  isPdfjsWorkerBuild,
  patchTextStateClone,
  pdfjsTextStatePatch,
} from '../../scripts/pdfjs-text-state-patch'

const PDFJS = join(process.cwd(), 'node_modules/pdfjs-dist')
const WORKER_BUILDS = [
  'build/pdf.worker.min.mjs',
  'build/pdf.worker.mjs',
  'legacy/build/pdf.worker.mjs',
]

/**
 * Every text item of every page, as pdf.js (the legacy build in `dir`, with its worker code
 * beside it) returns them. A process of its own: pdf.js keeps one worker per module instance.
 */
async function textContentWith(dir: string, pdf: string): Promise<unknown> {
  const script = `
    const pdfjs = await import(${JSON.stringify(join(dir, 'pdf.mjs'))})
    const { readFileSync } = await import('node:fs')
    const data = new Uint8Array(readFileSync(${JSON.stringify(pdf)}))
    const doc = await pdfjs.getDocument({ data, verbosity: 0, isEvalSupported: false }).promise
    const pages = []
    for (let n = 1; n <= doc.numPages; n += 1) {
      pages.push((await (await doc.getPage(n)).getTextContent()).items)
    }
    process.stdout.write(JSON.stringify(pages))`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(stdout)
}

describe('pdfjs-text-state-patch', () => {
  it.each(WORKER_BUILDS)('finds the copy to fix in the installed %s', async (file) => {
    const code = await readFile(join(PDFJS, file), 'utf8')
    const patched = patchTextStateClone(code)
    expect(patched).not.toMatch(/Object\.assign\(Object\.create\(this\),\s*this\)/)
    expect(patched).toContain('Object.create(Object.getPrototypeOf(this))')
    expect(patched.length - code.length).toBeLessThan(40)
  })

  it('stops the build when pdf.js no longer has that copy (or has it twice)', () => {
    expect(() => patchTextStateClone('class TextState { clone() { return this } }')).toThrow(
      /found it 0 times/,
    )
    const twice =
      'Object.assign(Object.create(this),this); Object.assign(Object.create(this), this)'
    expect(() => patchTextStateClone(twice)).toThrow(/found it 2 times/)
  })

  it('transforms pdf.js worker code only', () => {
    expect(isPdfjsWorkerBuild('/app/node_modules/pdfjs-dist/build/pdf.worker.min.mjs')).toBe(true)
    expect(isPdfjsWorkerBuild('/app/node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs?v=1')).toBe(
      true,
    )
    expect(isPdfjsWorkerBuild('/app/node_modules/pdfjs-dist/build/pdf.mjs')).toBe(false)
    expect(isPdfjsWorkerBuild('/app/src/lib/extract/pdf.worker.ts')).toBe(false)
    const plugin = pdfjsTextStatePatch()
    const transform = plugin.transform as (code: string, id: string) => unknown
    expect(transform('Object.assign(Object.create(this),this)', '/app/src/other.ts')).toBeNull()
  })

  it('leaves every text item of a typeset two-column paper as it was', async () => {
    // Inside node_modules, so pdf.js finds its optional Node dependencies (@napi-rs/canvas).
    await mkdir(join(process.cwd(), 'node_modules/.cache'), { recursive: true })
    const dir = await mkdtemp(join(process.cwd(), 'node_modules/.cache/studywise-pdfjs-patch-'))
    try {
      const pdf = join(dir, 'paper.pdf')
      await writeFile(pdf, await buildPaperPdf(1))
      for (const variant of ['original', 'patched']) {
        await mkdir(join(dir, variant))
        await copyFile(join(PDFJS, 'legacy/build/pdf.mjs'), join(dir, variant, 'pdf.mjs'))
      }
      const worker = await readFile(join(PDFJS, 'legacy/build/pdf.worker.mjs'), 'utf8')
      await writeFile(join(dir, 'original/pdf.worker.mjs'), worker)
      await writeFile(join(dir, 'patched/pdf.worker.mjs'), patchTextStateClone(worker))

      const [original, patched] = await Promise.all([
        textContentWith(join(dir, 'original'), pdf),
        textContentWith(join(dir, 'patched'), pdf),
      ])
      expect(original).toHaveLength(1)
      expect((original as unknown[][]).flat().length).toBeGreaterThan(1000)
      expect(patched).toEqual(original)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
