import { createContext, use, useId, type KeyboardEvent, type ReactNode } from 'react'

/**
 * Tabs as the WAI-ARIA tabs pattern has them: a `tablist` of `tab` buttons, each naming the
 * `tabpanel` it controls (ids, aria-controls, aria-labelledby), one tab in the Tab order (the
 * open one), the arrow keys moving between tabs (mirrored right to left), Home and End, and a tab
 * opening as it takes the keyboard (automatic activation).
 *
 * Drawn once: nothing here keeps state set from a ref or an effect. Radix's tabs did (their panels'
 * Presence stores its element from a callback ref, and the tabs register with a roving-focus
 * group), so the first commit of a page with tabs updated state at once, and React drew again
 * and ran every pending effect of the page before its first paint (issue 43's cold launch).
 */

interface TabsState {
  value: string
  select: (value: string) => void
  dir: 'ltr' | 'rtl'
  idOf: (part: 'tab' | 'panel', value: string) => string
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = use(TabsContext)
  if (!state) throw new Error('A tab or tab panel is used outside <Tabs>.')
  return state
}

export function Tabs({
  value,
  onValueChange,
  dir,
  className,
  children,
}: {
  value: string
  onValueChange: (value: string) => void
  dir: 'ltr' | 'rtl'
  className?: string
  children: ReactNode
}) {
  const base = useId()
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange(next)
    },
    dir,
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  }
  return (
    <TabsContext value={state}>
      <div dir={dir} className={className}>
        {children}
      </div>
    </TabsContext>
  )
}

/** The key that moves to the tab after (1) or before (-1) this one, by reading direction. */
const STEP: Record<'ltr' | 'rtl', Record<string, 1 | -1>> = {
  ltr: { ArrowRight: 1, ArrowLeft: -1 },
  rtl: { ArrowLeft: 1, ArrowRight: -1 },
}

export function TabList({
  className,
  children,
  'aria-label': label,
}: {
  className?: string
  children: ReactNode
  'aria-label': string
}) {
  const { dir } = useTabs()
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
    const current = tabs.indexOf(event.target as HTMLElement)
    if (current < 0 || tabs.length === 0) return
    const step = STEP[dir][event.key]
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step
            ? (current + step + tabs.length) % tabs.length
            : undefined
    if (next === undefined) return
    event.preventDefault()
    tabs[next]!.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={move}
    >
      {children}
    </div>
  )
}

export function Tab({
  value,
  className,
  children,
}: {
  value: string
  className?: string
  children: ReactNode
}) {
  const { value: open, select, idOf } = useTabs()
  const selected = value === open
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-selected={selected}
      aria-controls={idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={className}
      onClick={() => select(value)}
      onFocus={() => select(value)}
    >
      {children}
    </button>
  )
}

/**
 * The panel of the tab `value`: drawn only while its tab is open, or, `keepMounted`, always and
 * hidden while another is (its content keeps its state across tab switches). Named by its tab
 * unless `labelledByTab` is false.
 */
export function TabPanel({
  value,
  keepMounted = false,
  labelledByTab = true,
  className,
  children,
  ...attributes
}: {
  value: string
  keepMounted?: boolean
  labelledByTab?: boolean
  className?: string
  children: ReactNode
} & { [attribute: `data-${string}`]: string }) {
  const { value: open, idOf } = useTabs()
  const selected = value === open
  if (!selected && !keepMounted) return null
  return (
    <div
      {...attributes}
      role="tabpanel"
      id={idOf('panel', value)}
      aria-labelledby={labelledByTab ? idOf('tab', value) : undefined}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  )
}
