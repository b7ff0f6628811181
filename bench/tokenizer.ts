/**
 * Token estimate vs real tokenizers: how far the estimate is from cl100k / o200k on
 * each kind of text, how fast each counts a megabyte, and what a tokenizer would add to the
 * bundle (esbuild, minified, gzip). Run: npx tsx --tsconfig tsconfig.node.json bench/tokenizer.ts
 */
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base'
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base'
import { estimateTokens } from '../src/study-engine/ai/long-source/estimate-tokens'
import { TOKEN_SAMPLES } from '../src/testing/token-samples'
import { buildLongText } from './offline-engine.text'

function timePerMb(label: string, count: (text: string) => number, text: string) {
  count(text.slice(0, 10_000)) // warm-up (and, for the tokenizers, loading their ranks)
  const start = performance.now()
  const tokens = count(text)
  const ms = performance.now() - start
  console.log(
    `  ${label.padEnd(10)} ${(ms / (text.length / 1_000_000)).toFixed(0).padStart(6)} ms/MB  (${tokens} tokens)`,
  )
}

async function bundleBytes(contents: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
  })
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { raw: bytes.length, gzip: gzipSync(bytes).length }
}

async function main() {
  console.log('estimate ÷ real tokens per sample (≥ 1 is safe):')
  for (const [name, text] of Object.entries(TOKEN_SAMPLES)) {
    const estimate = estimateTokens(text)
    const c = cl100k(text)
    const o = o200k(text)
    console.log(
      `  ${name.padEnd(9)} ${String(text.length).padStart(6)} chars  cl100k ${String(c).padStart(5)}  o200k ${String(o).padStart(5)}  estimate ${String(estimate).padStart(5)}  ×${(estimate / c).toFixed(2)} / ×${(estimate / o).toFixed(2)}`,
    )
  }
  const prose = buildLongText(340) // ~1 MB of English course notes
  const mixed = Object.values(TOKEN_SAMPLES)
    .join('\n')
    .repeat(Math.ceil(1e6 / 9_000))
  for (const [label, text] of [
    ['1 MB English prose', prose],
    ['1 MB mixed samples', mixed],
  ] as const) {
    console.log(`${label} (${text.length} chars):`)
    timePerMb('estimate', estimateTokens, text)
    timePerMb('cl100k', cl100k, text)
    timePerMb('o200k', o200k, text)
  }
  console.log('bundle (minified / gzip):')
  for (const [label, source] of [
    [
      'estimate',
      `export { estimateTokens } from './src/study-engine/ai/long-source/estimate-tokens'`,
    ],
    ['cl100k', `export { countTokens } from 'gpt-tokenizer/encoding/cl100k_base'`],
    ['o200k', `export { countTokens } from 'gpt-tokenizer/encoding/o200k_base'`],
  ] as const) {
    const { raw, gzip } = await bundleBytes(source)
    console.log(
      `  ${label.padEnd(10)} ${(raw / 1024).toFixed(1).padStart(8)} KB / ${(gzip / 1024).toFixed(1).padStart(7)} KB`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
