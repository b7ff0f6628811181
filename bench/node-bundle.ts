/**
 * A bench module that reaches app code reading Vite's `import.meta.env` (the AI engine, through
 * its error messages' captcha settings), which Node lacks: bundled with esbuild, the env defined
 * empty (the app's defaults), and imported. Node's own packages stay external; the bundle is
 * written under node_modules/.cache so they resolve from it.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function importBundled<Module>(entry: string): Promise<Module> {
  const dir = join(root, 'node_modules/.cache/studywise-bench')
  await mkdir(dir, { recursive: true })
  const outfile = join(dir, `${entry.replace(/\W+/g, '-')}.mjs`)
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.node.json'),
    define: { 'import.meta.env': '{}' },
    logLevel: 'warning',
  })
  return (await import(pathToFileURL(outfile).href)) as Module
}
