import { supabase } from '@/lib/supabase'
import { registerSender, onDelivered, queueChange, syncNow } from './sync'

/** How a change saved through the queue went: sent now (with the server's answer) or waiting. */
export type QueuedSave<A> = { sent: true; answer: A } | { sent: false }

/** The signed-in student, read from the stored session (no request: works offline). */
export async function signedInUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession()
  const userId = data.session?.user.id
  if (!userId) throw new Error('Saving a change needs a signed-in student')
  return userId
}

/**
 * Saves a change the way every offline-capable change is saved: written to the queue on this
 * device first (with `id`, made on this device, which the server refuses to count twice), then
 * the queue is sent in order. Resolves once that send run ended: `sent` with `send`'s answer, or
 * not sent (offline, or the server failed): the change waits in the queue and is sent when the
 * connection returns, even after a reload. Never throws for a failed send. `stored`: as
 * queueChange's.
 */
export async function saveThroughQueue<P, A>(
  kind: string,
  payload: P,
  id: string,
  send: (payload: P, id: string) => Promise<A>,
  stored?: () => void,
): Promise<QueuedSave<A>> {
  registerSender(kind, send)
  const userId = await signedInUserId()
  let delivered: QueuedSave<A> = { sent: false }
  const stopWaiting = onDelivered(id, (answer) => {
    delivered = { sent: true, answer: answer as A }
  })
  try {
    await queueChange(userId, kind, payload, id, stored)
    await syncNow(userId)
  } finally {
    stopWaiting()
  }
  return delivered
}
