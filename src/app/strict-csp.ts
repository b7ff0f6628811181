/**
 * zod (v4) probes whether `new Function` is allowed the first time it parses an object, and the
 * browser reports that probe as a Content-Security-Policy violation (script-src 'unsafe-eval' is
 * not allowed; scripts/csp.ts) even though zod catches the error. zod's `jitless` setting skips
 * the probe. zod keeps its settings in this global and keeps what it finds there, so setting it
 * here, before zod loads, needs no zod in the entry chunk. Imported first by main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }
