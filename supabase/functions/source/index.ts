// The `source` Edge Function: see handler.ts. Deploy: supabase functions deploy source
import { createSourceHandler, sourceConfigFromEnv } from './handler.ts'

Deno.serve(createSourceHandler(sourceConfigFromEnv((name) => Deno.env.get(name))))
