// The `ai` Edge Function: see handler.ts. Deploy: supabase functions deploy ai
import { aiConfigFromEnv } from './config.ts'
import { createAiHandler } from './handler.ts'

Deno.serve(createAiHandler(aiConfigFromEnv((name) => Deno.env.get(name))))
