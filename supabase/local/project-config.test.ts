import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalApi } from './api.ts'
import { readAuthConfig } from './project-config.ts'

// The token lifetimes follow supabase/config.toml as `supabase start` does, and a test (or
// LOCAL_JWT_EXPIRY for `npm run dev`) may shorten the access token's.
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studywise-config-'))
  await writeFile(
    join(dir, 'config.toml'),
    ['[auth]', 'jwt_expiry = 120 # two minutes', '', '[auth.email]', 'otp_expiry = 600', ''].join(
      '\n',
    ),
  )
})
afterAll(() => rm(dir, { recursive: true, force: true }))

// The API never touches the database before a request.
const noDatabase = {} as PGlite

describe('token lifetimes from config.toml', () => {
  it('reads [auth] jwt_expiry and [auth.email] otp_expiry', () => {
    expect(readAuthConfig(dir)).toMatchObject({ jwtExpirySeconds: 120, otpExpirySeconds: 600 })
  })

  it('issues access tokens for jwt_expiry seconds unless told otherwise', () => {
    expect(createLocalApi(noDatabase, { supabaseDir: dir }).settings).toMatchObject({
      accessTokenTtlSeconds: 120,
      otpTtlSeconds: 600,
    })
    const short = createLocalApi(noDatabase, { supabaseDir: dir, accessTokenTtlSeconds: 2 })
    expect(short.settings.accessTokenTtlSeconds).toBe(2)
  })

  it('the project’s own config.toml gives GoTrue’s hour', () => {
    expect(readAuthConfig(join(import.meta.dirname, '..')).jwtExpirySeconds).toBe(3600)
  })
})
