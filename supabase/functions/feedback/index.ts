// The `feedback` Edge Function: see handler.ts. Deploy: supabase functions deploy feedback
import { createFeedbackHandler, feedbackConfigFromEnv } from './handler.ts'

Deno.serve(createFeedbackHandler(feedbackConfigFromEnv((name) => Deno.env.get(name))))
