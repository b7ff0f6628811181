import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import './index.css'
import { AppProviders } from './providers'
import { createAppRouter, loadMatchedRoutes } from './router'

const container = document.getElementById('root')!
// Set by scripts/prerender.ts on a page rendered at build time; index.html's inline script drops
// the landing page's markup when another path was served it as the app's fallback.
const prerendered = container.dataset.prerendered === window.location.pathname

// A prerendered page is hydrated with its route modules already loaded, so the first client
// render matches the HTML instead of showing the empty fallback first.
if (prerendered) await loadMatchedRoutes(window.location)
const router = createAppRouter(prerendered)
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)
if (prerendered) hydrateRoot(container, app)
else createRoot(container).render(app)
