import { browserRecords } from '@/lib/browser-records'
import { shownText } from '@/lib/i18n/error-text'
import { AppError, isAppError, specError } from '@/lib/errors'
import { limitMessage, violatedConstraint } from '@/lib/stored-size'
import { canReachBackend, subscribeReachability } from '@/lib/reachability'
import { supabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import type { Json, TablesInsert } from '@/types/database.types'
import { couldNotSave, kindNames, type UnsavedKind } from './unsaved-messages'

export { waitingMessage, type UnsavedKind } from './unsaved-messages'

/**
 * Work the student must not lose when its save fails: a generated study
 * guide, combined guide, quiz or flashcard set. Every save of such work goes through here:
 * the work is written to IndexedDB first, then its rows are inserted; it leaves IndexedDB only
 * once every row is in the database. A failed save keeps it — across reloads — until a Retry,
 * the connection coming back (`online`) or the next visit saves it.
 *
 * Rows carry ids made in the browser, so saving again is safe: a row an earlier attempt did
 * store (its answer lost on the way back) is refused as a duplicate, which counts as saved.
 */

type InsertTable = 'study_guides' | 'study_guide_sources' | 'quizzes' | 'flashcard_sets'

export interface RowInsert<T extends InsertTable = InsertTable> {
  table: T
  row: TablesInsert<T>
  /**
   * The work counts as saved without this row; its failure is reported as `warnings` (a guide's
   * source: quizzes and the tutor then work from the guide alone).
   */
  optional?: boolean
  /**
   * The database's size check on this row (a check constraint) and the student's message when it
   * refuses: such work can never be saved, so it is not kept.
   */
  refusedForSize?: { constraint: string; message: string }
}

export interface NewWork {
  /** The id of the work's first row. */
  id: string
  kind: UnsavedKind
  title: string
  /** Inserted in this order. */
  inserts: RowInsert[]
  /** sessionStorage keys to clear once the work is saved (the notes it was made from). */
  clearOnSave?: string[]
}

export interface UnsavedWork extends NewWork {
  /** The account it belongs to; only that account's session saves it. */
  userId: string
  keptAt: string
}

/** An optional row that was not stored: its table, PostgREST's error and the HTTP status. */
export interface SaveWarning {
  table: InsertTable
  error: { code?: string; message?: string }
  status: number
}

export type SaveOutcome =
  { saved: true; warnings: SaveWarning[] } | { saved: false; error: AppError }

export type UnsavedChange = { type: 'saved' | 'kept' | 'claimed'; id: string }

const records = browserRecords<UnsavedWork>('unsaved-work')
const listeners = new Set<(change: UnsavedChange) => void>()
/** Saves under way, by work id: a second Retry joins the first instead of racing it. */
const inFlight = new Map<string, Promise<SaveOutcome>>()
/** Works shown by the view that made them (with its own Retry); the banner leaves them out. */
const claimed = new Map<string, number>()

function emit(change: UnsavedChange) {
  for (const listener of listeners) listener(change)
}

export function subscribeUnsaved(listener: (change: UnsavedChange) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The view showing this work offers Retry itself; others leave it out until released. */
export function claimUnsaved(id: string): () => void {
  claimed.set(id, (claimed.get(id) ?? 0) + 1)
  emit({ type: 'claimed', id })
  let released = false
  return () => {
    if (released) return
    released = true
    const count = (claimed.get(id) ?? 1) - 1
    if (count <= 0) claimed.delete(id)
    else claimed.set(id, count)
    emit({ type: 'claimed', id })
  }
}

async function currentUserId(): Promise<string | null> {
  const { data } = await supabase.auth.getSession()
  return data.session?.user.id ?? null
}

/** This account's work waiting to be saved that no view has claimed, oldest first. */
export async function listUnsaved(userId: string): Promise<UnsavedWork[]> {
  const all = await records.all()
  return all
    .filter((work) => work.userId === userId && !claimed.has(work.id) && !inFlight.has(work.id))
    .sort((a, b) => a.keptAt.localeCompare(b.keptAt, 'en'))
}

/** How many works of this account wait in the browser to be saved, claimed or not. */
export async function countUnsaved(userId: string): Promise<number> {
  return (await records.all()).filter((work) => work.userId === userId).length
}

const DUPLICATE_KEY = '23505'

async function insertRows(work: UnsavedWork): Promise<SaveWarning[]> {
  const warnings: SaveWarning[] = []
  for (const insert of work.inserts) {
    // One table at a time; the union of row types is checked where each insert is built.
    const { error, status } = await supabase.from(insert.table).insert(insert.row as never)
    if (!error || error.code === DUPLICATE_KEY) continue
    const size = insert.refusedForSize
    if (size && violatedConstraint(error) === size.constraint)
      throw new AppError('validation', size.message, { cause: error })
    // A quota or title limit: saving again cannot succeed either.
    const limit = limitMessage(error)
    if (limit) throw new AppError('validation', limit, { cause: error })
    if (insert.optional) warnings.push({ table: insert.table, error, status })
    else throw error
  }
  return warnings
}

function attempt(work: UnsavedWork): Promise<SaveOutcome> {
  const running = inFlight.get(work.id)
  if (running) return running
  const outcome = (async (): Promise<SaveOutcome> => {
    try {
      const warnings = await insertRows(work)
      await records.delete(work.id)
      for (const key of work.clearOnSave ?? []) sessionStorage.removeItem(key)
      emit({ type: 'saved', id: work.id })
      return { saved: true, warnings }
    } catch (cause) {
      if (isAppError(cause) && cause.kind === 'validation') {
        await records.delete(work.id)
        emit({ type: 'kept', id: work.id })
        return { saved: false, error: cause }
      }
      console.warn(`Saving the ${kindNames[work.kind].one} failed`, cause)
      watchConnection()
      emit({ type: 'kept', id: work.id })
      return {
        saved: false,
        error: specError('data', couldNotSave[work.kind], [], { cause }),
      }
    }
  })()
  inFlight.set(work.id, outcome)
  void outcome.finally(() => inFlight.delete(work.id))
  return outcome
}

/**
 * Saves the work for the signed-in account, keeping it in the browser first; on failure it
 * stays kept (and is tried again when the connection returns).
 */
export async function saveOrKeep(work: NewWork): Promise<SaveOutcome> {
  const userId = await currentUserId()
  if (!userId) {
    return { saved: false, error: specError('auth', couldNotSave[work.kind], []) }
  }
  const kept: UnsavedWork = { ...work, userId, keptAt: new Date().toISOString() }
  await records.put(kept)
  return attempt(kept)
}

/** One column of a row saved through here, and the key that finds the row in its table. */
export interface StoredColumn {
  table: InsertTable
  column: string
  /** The row's key column and value: ['id', quiz id], ['guide_id', guide id]… */
  key: readonly [string, string]
}

/**
 * Replaces one column of the row of work `workId` (citations a second opinion judged again):
 * in the copy kept in the browser while the work waits there to be saved (a save under way
 * finishes first), so the later save stores it; else in the database, where `failure` is the
 * message of a refusal.
 */
export async function reviseStored(
  workId: string,
  { table, column, key }: StoredColumn,
  value: Json,
  failure: string,
): Promise<void> {
  await inFlight.get(workId)
  const work = (await records.all()).find((candidate) => candidate.id === workId)
  if (work) {
    const inserts = work.inserts.map((insert) =>
      insert.table === table ? { ...insert, row: { ...insert.row, [column]: value } } : insert,
    )
    await records.put({ ...work, inserts })
    return
  }
  const [keyColumn, keyValue] = key
  // One table at a time; the column is one of the row's own (typed where each call is made).
  const { error } = await supabase
    .from(table)
    .update({ [column]: value } as never)
    .eq(keyColumn as never, keyValue as never)
  if (error) throw new AppError('data', failure, { cause: error })
}

/** Tries one kept work again (Retry). */
export async function retryUnsaved(id: string): Promise<SaveOutcome> {
  const running = inFlight.get(id)
  if (running) return running
  const work = (await records.all()).find((candidate) => candidate.id === id)
  // Gone from the store: another tab or an earlier retry saved it.
  if (!work) return { saved: true, warnings: [] }
  return attempt(work)
}

/** Tries every kept work of the signed-in account again, one after the other. */
export async function retryAllUnsaved(): Promise<SaveOutcome[]> {
  const userId = await currentUserId()
  if (!userId) return []
  const works = (await records.all()).filter((work) => work.userId === userId)
  const outcomes: SaveOutcome[] = []
  for (const work of works) outcomes.push(await attempt(work))
  return outcomes
}

let watching = false

/**
 * From the first failure (or the banner's first look) on, the backend reached again (the
 * `online` event, or lib/reachability.ts's probe on "lie-fi") retries the kept work.
 */
export function watchConnection(): void {
  if (watching || typeof window === 'undefined') return
  watching = true
  subscribeReachability(() => {
    if (canReachBackend()) void retryAllUnsaved()
  })
}

/**
 * A new quiz or set of a saved guide: saved, or kept in the browser with the failure shown; the
 * work stays usable on screen either way.
 */
export async function saveOrKeepShown(work: NewWork): Promise<void> {
  const outcome = await saveOrKeep(work)
  if (!outcome.saved) toast.error(shownText(outcome.error.message, outcome.error.spec))
}
