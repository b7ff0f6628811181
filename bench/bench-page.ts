/**
 * A benchmark page built as the app is built (its workers as ES modules) and served from a
 * temporary folder, for the benches that read files in Chromium.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

const shared = {
  configFile: false as const,
  root,
  base: './',
  logLevel: 'warn' as const,
  resolve: { alias: { '@': join(root, 'src') } },
}

/** Builds `bench/<page>` into `outDir`. */
export async function buildBenchPage(page: string, outDir: string): Promise<void> {
  await build({
    ...shared,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: join(root, 'bench', page) },
    },
    worker: { format: 'es' },
  })
}

/** Serves `outDir` (the built page and the files copied beside it) on 127.0.0.1:`port`. */
export async function serveBenchPage(
  outDir: string,
  port: number,
): Promise<{ server: PreviewServer; base: string }> {
  const server = await preview({
    ...shared,
    build: { outDir },
    preview: { host: '127.0.0.1', port },
  })
  return { server, base: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/` }
}
