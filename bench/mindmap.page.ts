/// <reference types="vite/client" />
/**
 * Browser side of bench/mindmap.ts: the library map laid out as the app does it (in its worker),
 * and a guide's mind map drawn by the app's own MindMapCanvas for a scripted pan, while the page
 * records its main-thread long tasks and its animation frames.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { mapLibraryInWorker } from '@/features/mind-map/api/map-library-in-worker'
import { MindMapCanvas } from '@/features/mind-map/components/mind-map-canvas'
import { layoutMindMap } from '@/features/mind-map/model/layout'
import { buildMindMap } from '@/features/mind-map/model/mind-map'
import { guideOf, libraryOf } from './mindmap-guides'

export interface PageRecord {
  longTasks: number[]
  frames: number[]
}

export interface LibraryLayoutRun extends PageRecord {
  /** Concepts matched and laid out, in the worker, as the page waits for it. */
  mapMs: number
  guides: number
  links: number
  placed: number
}

declare global {
  interface Window {
    runLibraryLayout: (guides: number) => Promise<LibraryLayoutRun>
    showMindMap: (nodes: number) => Promise<number>
    startRecording: () => void
    stopRecording: () => PageRecord
  }
}

let record: PageRecord = { longTasks: [], frames: [] }
let recording = false

new PerformanceObserver((list) => {
  if (recording) for (const entry of list.getEntries()) record.longTasks.push(entry.duration)
}).observe({ type: 'longtask', buffered: false })

function frame(time: number) {
  if (!recording) return
  record.frames.push(time)
  requestAnimationFrame(frame)
}

window.startRecording = () => {
  record = { longTasks: [], frames: [] }
  recording = true
  requestAnimationFrame(frame)
}

window.stopRecording = () => {
  recording = false
  return record
}

window.runLibraryLayout = async (count) => {
  const guides = libraryOf(count)
  window.startRecording()
  const start = performance.now()
  const { graph, layout } = await mapLibraryInWorker(guides)
  const end = performance.now()
  const page = window.stopRecording()
  const placed = layout.positions.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
  return {
    ...page,
    mapMs: end - start,
    guides: graph.guides.length,
    links: graph.links.length,
    placed: placed.length,
  }
}

window.showMindMap = async (nodes) => {
  const root = buildMindMap({ title: 'Cell Biology', content: guideOf(nodes) })
  const layout = layoutMindMap(root, new Set())
  const host = document.getElementById('root')!
  host.style.width = '1000px'
  createRoot(host).render(
    createElement(MindMapCanvas, { layout, onToggle: () => {}, onOpen: () => {} }),
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  return document.querySelectorAll('[data-testid="mind-map-svg"] g > title').length
}
