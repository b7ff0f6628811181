import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The few settings of supabase/config.toml the local backend follows, as `supabase start` would
 * (e-mail subjects and templates, redirect URLs, token lifetimes, OTP expiry, mail frequency,
 * max_rows). Not a TOML parser: it reads the flat `key = value` lines of one `[section]`, which
 * is all config.toml uses.
 */

/** The body of `[name]` (up to the next section), or undefined. */
export function tomlSection(supabaseDir: string, name: string): string | undefined {
  const configPath = join(supabaseDir, 'config.toml')
  if (!existsSync(configPath)) return undefined
  const toml = readFileSync(configPath, 'utf8')
  return toml
    .split(/^\[/m)
    .find((part) => part.startsWith(`${name}]`))
    ?.slice(name.length + 1)
}

const unescape = (value: string): string => value.replace(/\\(.)/g, '$1')
const STRING = /"((?:[^"\\]|\\.)*)"/g

export function tomlString(section: string | undefined, key: string): string | undefined {
  const match = section?.match(new RegExp(`^\\s*${key}\\s*=\\s*"((?:[^"\\\\]|\\\\.)*)"`, 'm'))
  return match?.[1] === undefined ? undefined : unescape(match[1])
}

export function tomlNumber(section: string | undefined, key: string): number | undefined {
  const match = section?.match(new RegExp(`^\\s*${key}\\s*=\\s*(\\d+)\\s*(?:#.*)?$`, 'm'))
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** A list of strings, possibly over several lines. */
export function tomlStrings(section: string | undefined, key: string): string[] {
  const match = section?.match(new RegExp(`^\\s*${key}\\s*=\\s*\\[([^\\]]*)\\]`, 'm'))
  return match?.[1] === undefined
    ? []
    : [...match[1].matchAll(STRING)].map((item) => unescape(item[1] ?? ''))
}

/** A Go duration as config.toml writes them ("60s", "1m", "1m30s"), in whole seconds. */
export function tomlSeconds(section: string | undefined, key: string): number | undefined {
  const value = tomlString(section, key)
  const match = value?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/)
  if (!value || !match) return undefined
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0))
  return hours! * 3600 + minutes! * 60 + seconds!
}

export interface AuthConfig {
  /** `[auth] additional_redirect_urls`: where redirect_to may lead besides the site URL. */
  redirectAllowList: string[]
  /** `[auth.email] otp_expiry` in seconds (GoTrue's MAILER_OTP_EXP), if set. */
  otpExpirySeconds: number | undefined
  /** `[auth] jwt_expiry`: how long an access token lives, in seconds (GoTrue's JWT_EXP), if set. */
  jwtExpirySeconds: number | undefined
  /** `[auth.email] max_frequency` in seconds: one mail of a kind per address per this long. */
  emailMaxFrequencySeconds: number | undefined
}

export function readAuthConfig(supabaseDir: string): AuthConfig {
  return {
    redirectAllowList: tomlStrings(tomlSection(supabaseDir, 'auth'), 'additional_redirect_urls'),
    otpExpirySeconds: tomlNumber(tomlSection(supabaseDir, 'auth.email'), 'otp_expiry'),
    jwtExpirySeconds: tomlNumber(tomlSection(supabaseDir, 'auth'), 'jwt_expiry'),
    emailMaxFrequencySeconds: tomlSeconds(tomlSection(supabaseDir, 'auth.email'), 'max_frequency'),
  }
}

/** `[api] max_rows`: the most rows PostgREST returns for one read (hosted projects: 1,000). */
export function readMaxRows(supabaseDir: string): number | undefined {
  return tomlNumber(tomlSection(supabaseDir, 'api'), 'max_rows')
}
