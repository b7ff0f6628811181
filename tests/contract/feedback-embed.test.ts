/**
 * The feedback embed is built in two places: by the app when the build posts to a webhook
 * itself, and by the feedback Edge Function when it does not. Both must post the
 * spec's embed, the same for the same message.
 */
import { describe, expect, it } from 'vitest'
import { buildFeedbackPayload } from '../../src/features/feedback/api/send-feedback'
import { feedbackEmbed } from '../../supabase/functions/feedback/embed'

describe('the feedback embed', () => {
  const now = new Date('2026-11-24T10:00:00.000Z')
  it.each([
    { type: 'bug', email: ' ana@uni.edu ', username: ' Ana ', message: ' The quiz froze ' },
    { type: 'suggestion', email: 'ben@uni.edu', username: '', message: 'Dark mode, please' },
    { type: 'other', email: 'cy@uni.edu', username: '  ', message: 'Thanks!' },
  ] as const)('is the same from the app and the function ($type)', (draft) => {
    expect(feedbackEmbed(draft, now)).toEqual(buildFeedbackPayload(draft, now))
  })
})
