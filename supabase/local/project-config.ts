import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The few settings of supabase/config.toml the local backend follows, as `supabase start` would
 * (e-mail subjects and templates, redirect URLs, OTP expiry, max_rows). Not a TOML parser: it reads the
 * flat `key = value` lines of one `[section]`, which is all config.toml uses.
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

export interface AuthConfig {
  /** `[auth] additional_redirect_urls`: where redirect_to may lead besides the site URL. */
  redirectAllowList: string[]
  /** `[auth.email] otp_expiry` in seconds (GoTrue's MAILER_OTP_EXP), if set. */
  otpExpirySeconds: number | undefined
}

export function readAuthConfig(supabaseDir: string): AuthConfig {
  return {
    redirectAllowList: tomlStrings(tomlSection(supabaseDir, 'auth'), 'additional_redirect_urls'),
    otpExpirySeconds: tomlNumber(tomlSection(supabaseDir, 'auth.email'), 'otp_expiry'),
  }
}

/** `[api] max_rows`: the most rows PostgREST returns for one read (hosted projects: 1,000). */
export function readMaxRows(supabaseDir: string): number | undefined {
  return tomlNumber(tomlSection(supabaseDir, 'api'), 'max_rows')
}
