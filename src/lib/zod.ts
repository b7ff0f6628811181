import { z } from 'zod'

/**
 * Zod for the whole app, set up once: `jitless`, because zod's compiled parsers probe for
 * `new Function` when their first schema is built, and under the app's Content-Security-Policy
 * (no 'unsafe-eval') that probe is reported as a violation on every page that builds a schema
 * (Lighthouse's best practices count it). Every module imports zod from here, never from 'zod'.
 */
z.config({ jitless: true })

export { z }
