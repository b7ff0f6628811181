// The `feedback` Edge Function (issue #19): see handler.ts. Deploy: supabase functions deploy feedback
import { createFeedbackHandler, feedbackConfigFromEnv } from './handler.ts'

Deno.serve(createFeedbackHandler(feedbackConfigFromEnv((name) => Deno.env.get(name))))
