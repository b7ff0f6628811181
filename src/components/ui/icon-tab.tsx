import * as Tabs from '@radix-ui/react-tabs'
import type { LucideIcon } from 'lucide-react'

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
    <Tabs.Trigger value={value} className={className}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </Tabs.Trigger>
  )
}
