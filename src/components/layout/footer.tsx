import { SUPPORT_EMAIL } from '@/config/contact'
import { Link } from './navigation'
import { paths } from '@/config/paths'
import { Brand } from './brand'

export function Footer() {
  return (
    // Drawn by the root layout after <main> (routes ask for it with `handle.footer`), so it is
    // the page's contentinfo landmark at the top level.
    <footer className="print:hidden border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Brand />
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            Turn lecture slides, PDFs and notes into study guides, quizzes and flashcards — then ask
            a tutor about anything you did not get.
          </p>
        </div>
        {/* Named apart from the header's Features and Blog links: one link per name on a page. */}
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-slate-900">Product</h2>
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            <li>
              <Link
                to={{ pathname: paths.home, hash: '#features' }}
                className="inline-block py-1 hover:text-indigo-700"
              >
                How it works
              </Link>
            </li>
            <li>
              <Link to={paths.dashboard} className="inline-block py-1 hover:text-indigo-700">
                Study library
              </Link>
            </li>
            <li>
              <Link to={paths.blog} className="inline-block py-1 hover:text-indigo-700">
                News and updates
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="text-sm font-semibold text-slate-900">Support</h2>
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            <li>
              <Link
                to={paths.blogPost('betatesting')}
                className="inline-block py-1 hover:text-indigo-700"
              >
                Beta testing guide
              </Link>
            </li>
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-block py-1 hover:text-indigo-700"
              >
                Contact support
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100 bg-amber-50/60">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-amber-900 sm:px-6">
          Studywise is in beta. Features may change, and AI-written guides can contain mistakes —
          check them against your course materials. © {new Date().getFullYear()} Studywise
        </p>
      </div>
    </footer>
  )
}
