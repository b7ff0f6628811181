/**
 * A stable ref callback: React calls it only when the element mounts, so a screen's heading
 * takes focus once and keyboard users land on the new content.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus()
}
