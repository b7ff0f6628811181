import type { SqlJsStatic } from 'sql.js'

/**
 * SQLite in WebAssembly (sql.js), loaded on first use: its 700 kB of WebAssembly is fetched only
 * by a student who exports or imports an Anki package. The browser gets the .wasm the build
 * emits; Node (tests, benchmarks) lets sql.js read its own copy from node_modules.
 */

let loading: Promise<SqlJsStatic> | null = null

const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string'

export function loadSqlite(): Promise<SqlJsStatic> {
  loading ??= (async () => {
    const { default: initSqlJs } = await import('sql.js')
    if (inNode) return initSqlJs()
    const { default: wasmUrl } = await import('sql.js/dist/sql-wasm-browser.wasm?url')
    return initSqlJs({ locateFile: () => wasmUrl })
  })()
  loading.catch(() => {
    loading = null
  })
  return loading
}
