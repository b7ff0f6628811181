import type { SourcePassage } from '@/lib/source'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { saveOrKeep, type NewWork, type SaveOutcome } from '@/entities/unsaved-work/unsaved-work'
import { whileReading } from './readings-in-flight'

/**
 * Generated work's one path, below React: make → check → keep → revise. Every kind of work an
 * engine makes for the student (a guide, a quiz, a flashcard set, and whatever comes next) takes
 * it the same way:
 *
 * 1. make: the engine's result, checked against the material (`withCitations`,
 *    `citeGeneratedGuide`): the local verdicts at once, the second opinion still to come;
 * 2. check: the caller turns it into what the student is shown (`recipe.make`);
 * 3. keep: its rows (`recipe.rows`) go through `saveOrKeep`: kept in the browser first, saved when
 *    the database takes them; work that is never saved (an unsaved guide's quiz) has no rows;
 * 4. revise: when the second opinion changes verdicts, the work is revised (`recipe.revise`) and
 *    the change is written into the row kept or saved (`recipe.storeRevision`), whichever holds
 *    it by then; the caller only updates what is on screen.
 *
 * What happened is returned, not shown: the caller (a hook) decides what the outcome means on
 * screen.
 */

/** An engine's result as the local check judged it, and the second opinion still to come. */
export interface Checked<Value, Revision> {
  value: Value
  /** The second opinion's change; null when it changed nothing. Never rejects. */
  revised: Promise<Revision | null>
}

/** How one kind of work is shown, stored and revised. */
export interface WorkRecipe<Value, Made, Revision> {
  /** What the student is shown at once, from the checked result. */
  make: (value: Value) => Made
  /** Its rows to keep and save; null when it is not saved (it lives on screen only). */
  rows: (made: Made) => NewWork | null
  /** The work with the second opinion's change. */
  revise: (made: Made, revision: Revision) => Made
  /** Writes the change into the row kept (browser) or saved (database) under `workId`. */
  storeRevision: (workId: string, revision: Revision, revised: Made) => Promise<void>
  /** Names the work in the log line of a failed revision write ('the quiz citations'). */
  name: string
}

/** What happened to one piece of generated work. */
export interface CheckedWork<Made> {
  made: Made
  /** The id its rows are kept and saved under; null when it is not saved. */
  workId: string | null
  /** The save's outcome; null when it is not saved. */
  outcome: SaveOutcome | null
  /**
   * The work as the second opinion leaves it, its change already on its way into the row; null
   * when it changed nothing. Never rejects.
   */
  revised: Promise<Made | null>
}

/** What a use case that makes work from a guide (a quiz, a flashcard set) is given. */
export interface FromGuide<Variables> {
  guide: GuideRef
  /** The guide's material, when it has one (loadGuideSource). */
  source: SourcePassage[] | undefined
  variables: Variables
}

export interface KeepOptions<Made> {
  /** Called with the rows before the first save (the view that shows the work claims it). */
  beforeSave?: ((work: NewWork, made: Made) => void) | undefined
}

export async function keepCheckedWork<Value, Made, Revision>(
  checked: Checked<Value, Revision>,
  recipe: WorkRecipe<Value, Made, Revision>,
  options: KeepOptions<Made> = {},
): Promise<CheckedWork<Made>> {
  const made = recipe.make(checked.value)
  const work = recipe.rows(made)
  if (work) options.beforeSave?.(work, made)
  const saving = work ? saveOrKeep(work) : Promise.resolve(null)
  // Stored once the work is kept and before it is handed on, so a read of the row after the
  // page shows it sees it too.
  const revising = saving.then(
    () =>
      checked.revised.then(async (revision) => {
        if (!revision) return null
        const next = recipe.revise(made, revision)
        if (work)
          await recipe.storeRevision(work.id, revision, next).catch((error: unknown) => {
            // The student has the work; only the refined verdicts are not kept.
            console.warn(`Saving the second opinion on ${recipe.name} failed`, error)
          })
        return next
      }),
    () => null,
  )
  // Until then its row says 'checking', and a read of it in this tab says so too.
  const revised = work ? whileReading(work.id, revising) : revising
  return { made, workId: work?.id ?? null, outcome: await saving, revised }
}
