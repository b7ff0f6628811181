import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/env'
import { seededStudent, signIn } from '@/testing/backend-fixtures'
import { edgeFunctionUrl, supabaseCallerToken } from './supabase-caller'

describe('supabaseCallerToken', () => {
  it('is the anon key for a visitor and the access token once signed in', async () => {
    expect(await supabaseCallerToken()).toBe(LOCAL_SUPABASE_ANON_KEY)
    const session = await signIn(seededStudent)
    expect(await supabaseCallerToken()).toBe(session.access_token)
  })

  it('names an Edge Function of the configured project', () => {
    expect(edgeFunctionUrl('feedback')).toBe(`${LOCAL_SUPABASE_URL}/functions/v1/feedback`)
  })
})
