/// <reference lib="webworker" />
import { layoutLibrary, type LayoutRequest } from './library-layout'

/** Lays the library map out off the page (issue 46: a thousand guides, the page stays free). */
self.onmessage = ({ data }: MessageEvent<LayoutRequest>) => {
  self.postMessage({ done: layoutLibrary(data) })
}
