/**
 * Every function of supabase/functions on one local port, the way hosted Supabase routes them
 * (`/<name>/…` reaches function <name>), for the embedded local backend (supabase/local), which
 * proxies its /functions/v1/* here. Started by `npm run dev` / `npm run backend` with the real
 * Deno; prints {"listening": <port>} once ready, and exits when its stdin closes (the backend
 * that started it is gone). Not deployed (names starting with _ are not functions for the
 * Supabase CLI).
 *
 *   deno run --allow-net --allow-env supabase/functions/_local/serve.ts [--port 0]
 */
import { aiConfigFromEnv } from '../ai/config.ts'
import { createAiHandler } from '../ai/handler.ts'
import { createFeedbackHandler, feedbackConfigFromEnv } from '../feedback/handler.ts'
import { createSourceHandler, sourceConfigFromEnv } from '../source/handler.ts'
import { notFound } from '../_shared/http.ts'

const env = (name: string) => Deno.env.get(name)
const handlers: Record<string, Deno.ServeHandler> = {
  ai: createAiHandler(aiConfigFromEnv(env)),
  feedback: createFeedbackHandler(feedbackConfigFromEnv(env)),
  // Locally, links to this machine (any port) may be read, for development and tests.
  // SOURCE_YOUTUBE_BASE points YouTube's requests at a stand-in (tests/support/youtube-stand-in.ts).
  source: createSourceHandler({
    ...sourceConfigFromEnv(env),
    rules: { allowLoopback: true },
    youtubeBase: env('SOURCE_YOUTUBE_BASE') || undefined,
  }),
}

const portFlag = Deno.args.indexOf('--port')
const port = portFlag >= 0 ? Number(Deno.args[portFlag + 1]) : 0

Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port }) => console.log(JSON.stringify({ listening: port })),
  },
  (req, info) => {
    const name = new URL(req.url).pathname.split('/')[1] ?? ''
    const handler = handlers[name]
    return handler ? handler(req, info) : notFound(req)
  },
)

// The backend holds our stdin open while it lives; end of input means it is gone.
;(async () => {
  for await (const _chunk of Deno.stdin.readable) {
    // Nothing is sent: only the end matters.
  }
  Deno.exit(0)
})()
