import type { LucideIcon } from 'lucide-react'
import { Tab } from './tabs'

/** A tab named by its text, with an icon before it (hidden from screen readers). */
export function IconTab({
  value,
  icon: Icon,
  label,
  className,
}: {
  value: string
  icon: LucideIcon
  label: string
  className: string
}) {
  return (
    <Tab value={value} className={className}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </Tab>
  )
}

/**
 * A tab panel takes the keyboard (Tab from its tab: TabPanel gives it tabIndex 0) and shows
 * that focus, as every control does. Every tab panel uses it.
 */
export const tabPanelFocusClass =
  'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500'
