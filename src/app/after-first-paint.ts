/**
 * Resolves once the browser has shown the page's first contentful paint (its `paint` timing
 * entry, which comes when the frame is on screen, not when it is drawn), or after `atMost` ms
 * where none comes: a hidden tab paints nothing.
 */
export function afterFirstPaint(atMost = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    const timer = setTimeout(done, atMost)
    observer.observe({ type: 'paint', buffered: true })
  })
}
