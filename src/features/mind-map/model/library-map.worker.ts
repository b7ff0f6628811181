/// <reference lib="webworker" />
import type { LibraryGuide } from './library-graph'
import { mapLibrary } from './library-map'

/** The library map made off the page (issue 46: a thousand guides, and the page stays free). */
self.onmessage = ({ data }: MessageEvent<LibraryGuide[]>) => {
  self.postMessage({ done: mapLibrary(data) })
}
