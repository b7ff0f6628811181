import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env'

describe('parseEnv: AI through the project’s Edge Function (VITE_AI_VIA_SUPABASE)', () => {
  it('points the AI at <supabase url>/functions/v1/ai with no key', () => {
    const env = parseEnv({
      VITE_AI_VIA_SUPABASE: 'true',
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'anon-key',
      VITE_AI_MODEL: 'gpt-4o',
      VITE_AI_CONTEXT_TOKENS: '128000',
    })
    expect(env.ai).toEqual({
      mode: 'supabase',
      baseURL: 'https://abc.supabase.co/functions/v1/ai',
      apiKey: undefined,
      model: 'gpt-4o',
      contextTokens: 128_000,
    })
  })

  it('uses the embedded local backend’s functions when no project is set', () => {
    const env = parseEnv({ VITE_AI_VIA_SUPABASE: '1', VITE_AI_BASE_URL: 'https://ignored.test/v1' })
    expect(env.ai).toMatchObject({
      mode: 'supabase',
      baseURL: `${LOCAL_SUPABASE_URL}/functions/v1/ai`,
    })
  })

  it('refuses a build that would still carry a key', () => {
    expect(() => parseEnv({ VITE_AI_VIA_SUPABASE: 'true', VITE_AI_API_KEY: 'sk-x' })).toThrow(
      'VITE_AI_VIA_SUPABASE keeps the key on the server: unset VITE_AI_API_KEY',
    )
  })

  it('keeps the other modes when it is unset, false or 0, and refuses other values', () => {
    expect(parseEnv({ VITE_AI_API_KEY: 'sk-x' }).ai.mode).toBe('direct')
    expect(
      parseEnv({ VITE_AI_VIA_SUPABASE: 'false', VITE_AI_BASE_URL: 'http://p.test/v1' }).ai.mode,
    ).toBe('proxy')
    expect(parseEnv({ VITE_AI_VIA_SUPABASE: '0' }).ai.mode).toBe('offline')
    expect(() => parseEnv({ VITE_AI_VIA_SUPABASE: 'yes' })).toThrow(
      'VITE_AI_VIA_SUPABASE must be true or false, got "yes"',
    )
  })
})

describe('parseEnv: the Supabase project', () => {
  it('refuses to start with a project URL but no anon key, instead of using the local key', () => {
    for (const key of [undefined, '', '   ']) {
      expect(() =>
        parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: key }),
      ).toThrow(
        'VITE_SUPABASE_URL is set without VITE_SUPABASE_ANON_KEY: set the project’s anon key too',
      )
    }
  })

  it('uses the project and its key when both are set, the local backend when neither is', () => {
    expect(
      parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon-1' }),
    ).toMatchObject({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon-1',
      usesLocalBackend: false,
    })
    expect(parseEnv({})).toMatchObject({
      supabaseUrl: LOCAL_SUPABASE_URL,
      supabaseAnonKey: LOCAL_SUPABASE_ANON_KEY,
      usesLocalBackend: true,
    })
  })
})
