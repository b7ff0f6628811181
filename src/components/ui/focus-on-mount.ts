/**
 * A stable ref callback: React calls it only when the element mounts, so a screen's heading
 * (keyed per screen or question) takes focus once and keyboard users land on the new content.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus({ preventScroll: false })
}
