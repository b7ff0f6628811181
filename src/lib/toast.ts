export type ToastTone = 'error' | 'success' | 'info'

export interface ToastItem {
  id: number
  tone: ToastTone
  message: string
}

const TOAST_DURATION_MS = 5_000

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

/** The toasts on screen now, for the Toaster. */
export function currentToasts(): ToastItem[] {
  return items
}

function emit() {
  for (const listener of listeners) listener()
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id)
  emit()
}

function show(tone: ToastTone, message: string) {
  const id = nextId++
  items = [...items, { id, tone, message }]
  emit()
  setTimeout(() => dismiss(id), TOAST_DURATION_MS)
  return id
}

/** Non-blocking notices for failed or finished actions; callable from anywhere. */
export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  dismiss,
  clear: () => {
    items = []
    emit()
  },
}

/** Calls `listener` whenever the toasts change; returns the unsubscribe. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
