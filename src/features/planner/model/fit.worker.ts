/// <reference lib="webworker" />
import { fitToLog, type FitOutcome, type LoggedReview } from './personal-parameters'

/** Fits the student's parameters off the page: a few hundred passes over their whole log. */
self.onmessage = ({ data }: MessageEvent<LoggedReview[]>) => {
  const outcome: FitOutcome = fitToLog(data)
  self.postMessage(outcome)
}
