/**
 * What a visitor did on a prerendered page before the app ran. The page is painted from its HTML
 * and the app's scripts are requested only then (index.html's inline script, docs/ARCHITECTURE.md
 * §4.1), so for a moment its buttons, links and language choice have no code behind them: the
 * inline script holds each click on them and each choice of a select, in order, and the app
 * takes them once the page is hydrated.
 */
interface HeldInput {
  target: HTMLElement
  /** The element's place under #root (child indexes), to find it in a page drawn anew. */
  path: number[]
  /** A select's chosen value; a click has none. */
  value: string | undefined
}

declare global {
  interface Window {
    /** Set by index.html's inline script until the app takes what it held. */
    earlyInput?: () => HeldInput[]
  }
}

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = document.getElementById('root') ?? undefined
  for (const index of path) node = node?.children[index]
  return node
}

/** Replays, in order, each click and choice held before the app ran (once; later calls do nothing). */
export function replayEarlyInput(): void {
  const held = window.earlyInput?.() ?? []
  for (const input of held) {
    const target = input.target.isConnected ? input.target : elementAt(input.path)
    if (!(target instanceof HTMLElement)) continue
    if (input.value === undefined) target.click()
    else if (target instanceof HTMLSelectElement) {
      target.value = input.value
      target.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}
