import { useEffect, useRef } from 'react'
import { whenIdle } from '@/lib/when-idle'

/** Starts the file readers (the PDF workers with pdf.js, the zip library) in the background. */
function warmExtractors(): void {
  void import('@/lib/extract/extract-files')
    .then((extract) => extract.preloadExtractors())
    .catch(() => undefined)
}

/**
 * The upload area's ref: the file readers start as soon as the student shows they are about to
 * upload (the area scrolls into view, a file is dragged over the window, the pointer or the
 * focus reaches the area), so the first file does not wait for workers and pdf.js to load.
 * Nothing starts before that, and it starts once per mount (the readers themselves are kept for
 * the page's life, so a second mount only finds them started).
 */
export function useWarmExtractorsOnIntent<Zone extends HTMLElement>() {
  const zoneRef = useRef<Zone>(null)
  useEffect(() => {
    const zone = zoneRef.current
    if (!zone) return
    let cancelIdle: (() => void) | undefined
    const onDragEnter = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) warm()
    }
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) cancelIdle ??= whenIdle(warm)
          })
        : undefined
    const stop = () => {
      cancelIdle?.()
      observer?.disconnect()
      window.removeEventListener('dragenter', onDragEnter)
      zone.removeEventListener('pointerenter', warm)
      zone.removeEventListener('focusin', warm)
    }
    function warm() {
      stop()
      warmExtractors()
    }
    window.addEventListener('dragenter', onDragEnter)
    zone.addEventListener('pointerenter', warm)
    zone.addEventListener('focusin', warm)
    observer?.observe(zone)
    return stop
  }, [])
  return zoneRef
}
