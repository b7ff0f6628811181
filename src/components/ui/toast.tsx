import { X } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { errorMessage } from '@/lib/errors'
import { cn } from './cn'

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

/**
 * A failed action's handler: logged for developers and shown to the student (where the spec
 * only logs a failure, ARCHITECTURE 3.7 also shows it), with the error's own message when it
 * has one fit to show, else `fallback`.
 */
export function reportFailure(fallback: string) {
  return (error: unknown) => {
    console.warn(fallback, error)
    toast.error(errorMessage(error, fallback))
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const tones: Record<ToastTone, string> = {
  error: 'border-red-200 bg-white text-red-800',
  success: 'border-green-200 bg-white text-green-800',
  info: 'border-indigo-200 bg-white text-slate-800',
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  )
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-[60] print:hidden flex w-80 max-w-[calc(100%-2rem)] flex-col gap-2"
    >
      {current.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg',
            tones[item.tone],
          )}
        >
          <p className="flex-1">{item.message}</p>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            aria-label="Dismiss notification"
            className="rounded p-0.5 text-slate-400 hover:text-slate-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  )
}
