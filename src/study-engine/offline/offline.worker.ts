/// <reference lib="webworker" />
import { createOfflineEngine } from './offline-engine'
import type { FromOfflineWorker, OfflineCall } from './offline-worker-protocol'
import { runOfflineCall } from './run-offline-call'

/**
 * The offline engine off the page's main thread: 2,000,000 characters take seconds of CPU, which
 * on the page would freeze it. Calls run in the order they arrive; the analysis of a text is
 * kept between calls (title, then guide, then quiz on the same material).
 */
declare const self: DedicatedWorkerGlobalScope

self.onmessage = ({ data }: MessageEvent<OfflineCall>) =>
  void runOfflineCall(createOfflineEngine, data).then((reply: FromOfflineWorker) =>
    self.postMessage(reply),
  )
