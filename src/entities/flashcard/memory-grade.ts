import { Rating, type Grade } from 'ts-fsrs'

/**
 * The grade FSRS's memory model reads a recorded grade as: hard is the app's one answer for
 * "did not know it" (the spec's ratings have no Again), so the model takes it as FSRS's Again —
 * a lapse, or a new card not known yet — as the fit scores it, not as a recall made with
 * effort. The log keeps the grade recorded.
 *
 * A module of its own, so the fit's worker reads it without the scheduler (zod, the exam dates).
 */
export function memoryGrade(grade: Grade): Grade {
  return grade === Rating.Hard ? Rating.Again : grade
}
