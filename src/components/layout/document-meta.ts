import { useEffect } from 'react'

/**
 * The tab's title and the page's description in the interface language, as the prerendered page
 * in that language carries them: for a page shown in another language than its address's (a
 * Spanish visitor at '/') and after a switch.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}
