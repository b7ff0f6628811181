/// <reference lib="webworker" />
import { runStream } from './stream-worker-run'
import type { StartStream } from './stream-worker-protocol'

/**
 * Streams one chat completion off the page's main thread: the browser delivers every network
 * chunk of the response to the thread that called fetch (thousands of tasks for a long guide),
 * so that thread is this one, and the page only receives the new text once per frame.
 */
declare const self: DedicatedWorkerGlobalScope

self.onmessage = ({ data }: MessageEvent<StartStream>) =>
  void runStream(data, (message) => self.postMessage(message))
