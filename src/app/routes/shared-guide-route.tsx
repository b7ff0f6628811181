import { useParams } from 'react-router-dom'
import { DataProvider } from '../data-provider'
import { SharedGuidePage } from './shared-guide-page'

/**
 * /shared/:token — a guide shown read-only to anyone with its link. Kept out of search engines
 * (noindex, and no sitemap entry), and the token is not sent on as a referrer by the guide's links.
 */
export function SharedGuideRoute() {
  const { token = '' } = useParams()
  return (
    <DataProvider>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <SharedGuidePage key={token} token={token} />
    </DataProvider>
  )
}
