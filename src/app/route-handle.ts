/** What a route tells the root layout about its page (React Router's `handle`). */
export interface RouteHandle {
  /** The page ends with the site footer (landing and blog pages). */
  footer?: boolean
}

export const withFooter: RouteHandle = { footer: true }

export function wantsFooter(handles: unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.footer === true)
}
