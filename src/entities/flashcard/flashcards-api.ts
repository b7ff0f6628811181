import { asJson } from '@/lib/as-json'
import { MAX_FLASHCARDS, MAX_IMPORTED_SET_CARDS } from '@/config/limits'
import { fetchAllRows, fetchNewestFirst } from '@/lib/all-rows'
import { AppError, messages } from '@/lib/errors'
import { mapInSlices } from '@/lib/map-in-slices'
import { fitsStudySet } from '@/lib/stored-size'
import { supabase } from '@/lib/supabase'
import { reviseStored, type NewWork } from '@/entities/unsaved-work/unsaved-work'
import type { Flashcard, FlashcardSession, FlashcardSet } from './flashcard'
import { sessionRecordArgs, toFlashcardSet, toSchedule, toSession } from './flashcard-rows'
import type { CardSchedule } from './scheduling'
import type { ReviewLogEntry } from './session'
import { flashcardDataMessages } from './flashcard-messages'

/**
 * flashcard_sets and flashcard_sessions (beyond the spec) calls. RLS keeps
 * every row to its owner; the local backend has no embedding, hence two selects.
 */

const SET_COLUMNS = 'id,study_guide_id,user_id,title,cards,schedule,created_at,imported_from'
const SESSION_COLUMNS =
  'id,flashcard_set_id,user_id,completed_at,total_cards,reviewed_cards,difficulty_ratings,time_spent'

/** The guide's sets, newest first, each with its sessions newest first. */
export async function fetchFlashcardSets(guideId: string): Promise<FlashcardSet[]> {
  // Every list in pages (lib/all-rows.ts): a server answers at most max_rows rows per read.
  const { data: rows, error } = await fetchNewestFirst(
    () =>
      supabase
        .from('flashcard_sets')
        .select(SET_COLUMNS, { count: 'exact' })
        .eq('study_guide_id', guideId),
    'created_at',
  )
  if (error || !rows) throw new AppError('data', messages.fetchFlashcardSets, { cause: error })
  if (rows.length === 0) return []
  const setIds = rows.map((row) => row.id)
  const { data: sessionRows, error: sessionsError } = await fetchNewestFirst(
    () =>
      supabase
        .from('flashcard_sessions')
        .select(SESSION_COLUMNS, { count: 'exact' })
        .in('flashcard_set_id', setIds),
    'completed_at',
  )
  if (sessionsError || !sessionRows) {
    throw new AppError('data', messages.fetchFlashcardSets, { cause: sessionsError })
  }
  // A thousand sessions (each one's ratings checked by zod): parsed a slice per task.
  const sessions = await mapInSlices(sessionRows, toSession)
  return rows.map((row) =>
    toFlashcardSet(
      row,
      sessions.filter((session) => session.flashcardSetId === row.id),
    ),
  )
}

/** Every set of the signed-in student (RLS), without sessions: what /today plans over. */
export async function fetchAllFlashcardSets(): Promise<FlashcardSet[]> {
  const { data: rows, error } = await fetchAllRows(
    (from, to) =>
      supabase
        .from('flashcard_sets')
        .select(SET_COLUMNS, { count: 'exact' })
        .order('created_at', { ascending: true })
        .order('id', { ascending: true })
        .range(from, to),
    (row) => row.id,
  )
  if (error || !rows) throw new AppError('data', messages.fetchFlashcardSets, { cause: error })
  return rows.map((row) => toFlashcardSet(row, []))
}

/**
 * The insert {study_guide_id, title, cards}, as work to save (entities/unsaved-work):
 * the set has its id at once and is kept in the browser until it is stored. Beyond the spec: a
 * set over the size the database accepts is refused with its message, before anything is kept.
 */
export function flashcardSetWork(set: FlashcardSet & { studyGuideId: string }): NewWork {
  const maxCards = set.importedFrom === undefined ? MAX_FLASHCARDS : MAX_IMPORTED_SET_CARDS
  if (!fitsStudySet(set.cards, maxCards))
    throw new AppError('validation', messages.flashcardSetTooLarge)
  return {
    id: set.id,
    kind: 'flashcard-set',
    title: set.title,
    inserts: [
      {
        table: 'flashcard_sets',
        row: {
          id: set.id,
          study_guide_id: set.studyGuideId,
          title: set.title,
          cards: asJson(set.cards),
          ...(set.importedFrom === undefined ? {} : { imported_from: set.importedFrom }),
        },
        refusedForSize: {
          constraint: 'flashcard_sets_cards_limit',
          message: messages.flashcardSetTooLarge,
        },
      },
    ],
  }
}

/**
 * A set's cards with their citations judged again (the same cards): changed in the browser while
 * the set waits there to be saved, else in its row.
 */
export function reviseSetCards(setId: string, cards: Flashcard[]): Promise<void> {
  return reviseStored(
    setId,
    { table: 'flashcard_sets', column: 'cards', key: ['id', setId] },
    asJson(cards),
    messages.saveFlashcardSet,
  )
}

/**
 * The query key of the student's review log (flashcard_reviews), which recordFlashcardSession
 * adds to: whoever records a session invalidates it, and the planner learns from it.
 */
export const reviewLogKey = ['flashcard-reviews'] as const

/**
 * Finish Session (beyond the spec): the session and the new states of the cards it reviewed go
 * to the database in one transaction (the record_flashcard_session RPC), merged per card into
 * the stored schedule, so a second tab's reviews are kept, and every rating goes to the review
 * log. Returns the merged schedule.
 */
export async function recordFlashcardSession(
  session: FlashcardSession,
  reviewed: Record<string, CardSchedule>,
  log: readonly ReviewLogEntry[],
): Promise<Record<string, CardSchedule>> {
  const { data, error, status } = await supabase.rpc(
    'record_flashcard_session',
    sessionRecordArgs(session, reviewed, log),
  )
  if (error) throw new AppError('data', flashcardDataMessages.saveSession, { cause: error, status })
  return toSchedule(data)
}
