/**
 * Copies text to the clipboard. navigator.clipboard needs a secure context (https or
 * localhost) and permission; elsewhere (plain http on a LAN address, older browsers) the old
 * execCommand('copy') on a hidden textarea still works.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied or unavailable: fall through to the legacy path.
  }
  return legacyCopy(text)
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null
  area.focus()
  area.select()
  let copied: boolean
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  previousFocus?.focus()
  return copied
}
