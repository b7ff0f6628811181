import type { APIRequestContext } from '@playwright/test'
import { e2eEnv } from './env'
import type { TestUser } from './users'

/** Test data made through the real APIs: guides inserted as their owner, the fake AI's log. */

export interface SeedGuide {
  title: string
  content: string
  original_text?: string
  cover_color?: string
  /** 'unit' with `source_guide_ids`: a unit guide of those guides. */
  kind?: string
  source_guide_ids?: string[]
}

export interface InsertedGuide extends SeedGuide {
  id: string
}

/** The user's own access token, so seeded rows go through RLS like the app's inserts. */
async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${e2eEnv.backendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email: user.email, password: user.password },
  })
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** 'YYYY-MM-DD' of the local day `days` from today (the browser runs on this machine's clock). */
export function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const month = String(date.getMonth() + 1).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`
}

/** Inserts rows into public.<table> as `user` (RLS applies) and returns their keys (`id`). */
export async function insertRows(
  request: APIRequestContext,
  user: TestUser,
  table: string,
  rows: Record<string, unknown>[],
  key = 'id',
): Promise<string[]> {
  const token = await accessToken(request, user)
  const response = await request.post(`${e2eEnv.backendUrl}/rest/v1/${table}?select=${key}`, {
    headers: {
      apikey: e2eEnv.anonKey,
      Authorization: `Bearer ${token}`,
      Prefer: 'return=representation',
    },
    data: rows,
  })
  if (!response.ok())
    throw new Error(`inserting into ${table} failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as Record<string, string>[]).map((row) => row[key]!)
}

/** A review log (`simulatedReviewLog`'s) inserted as `user`'s reviews of the set `setId`. */
export async function insertReviewLog(
  request: APIRequestContext,
  user: TestUser,
  setId: string,
  log: readonly { cardId: string | number; grade: number; reviewedAt: string }[],
): Promise<void> {
  await insertRows(
    request,
    user,
    'flashcard_reviews',
    log.map((review) => ({
      flashcard_set_id: setId,
      card_id: `card_${review.cardId}`,
      rating: review.grade,
      reviewed_at: review.reviewedAt,
      elapsed_days: 0,
      state: 0,
    })),
  )
}

/** Reads public.<table> as `user` (RLS applies): `query` is PostgREST's, e.g. 'quiz_id=eq.1'. */
export async function selectRows(
  request: APIRequestContext,
  user: TestUser,
  table: string,
  query: string,
): Promise<Record<string, unknown>[]> {
  const token = await accessToken(request, user)
  const response = await request.get(`${e2eEnv.backendUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: e2eEnv.anonKey, Authorization: `Bearer ${token}` },
  })
  if (!response.ok())
    throw new Error(`reading ${table} failed: ${response.status()} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>[]
}

/** Inserts guides for `user` (oldest first, so the last one is the newest in the library). */
export async function insertGuides(
  request: APIRequestContext,
  user: TestUser,
  guides: SeedGuide[],
): Promise<InsertedGuide[]> {
  const inserted: InsertedGuide[] = []
  for (const guide of guides) {
    const [id] = await insertRows(request, user, 'study_guides', [
      { user_id: user.id, original_text: '', ...guide },
    ])
    inserted.push({ ...guide, id: id! })
  }
  return inserted
}

export async function insertGuide(
  request: APIRequestContext,
  user: TestUser,
  guide: SeedGuide,
): Promise<InsertedGuide> {
  const [inserted] = await insertGuides(request, user, [guide])
  if (!inserted) throw new Error('inserting a guide returned no row')
  return inserted
}

export interface FakeAiRequest {
  purpose: string
  at: number
  body: {
    max_tokens?: number
    temperature?: number
    messages?: { role: string; content: string }[]
  }
}

/** Completion requests the fake AI server received since `since` (epoch ms). */
export async function fakeAiRequests(
  request: APIRequestContext,
  since: number,
  purpose?: string,
): Promise<FakeAiRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  const all = (await response.json()) as FakeAiRequest[]
  return all.filter(
    (entry) => entry.at >= since && (purpose === undefined || entry.purpose === purpose),
  )
}

/** A short guide with an overview, key concepts and a summary: enough for a quiz offline. */
export const cellBiologyGuide = `# Cell Biology

## Overview
Cells are the basic units of life. Every living organism is made of one or more cells.

## Key Concepts
- **Mitochondria**: organelles that release energy from glucose through cellular respiration.
- **Ribosomes**: structures that assemble proteins from amino acids.
- **Nucleus**: the organelle that stores the cell's genetic material.
- **Membrane**: the boundary that controls what enters and leaves the cell.

## Summary
Organelles divide the work of the cell: energy, proteins, information and protection.
`
