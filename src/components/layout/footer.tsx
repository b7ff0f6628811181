import type { ReactNode } from 'react'
import { SUPPORT_EMAIL } from '@/config/contact'
import { formatYear } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { Link, type LinkProps } from './navigation'
import { paths } from '@/config/paths'
import { Brand } from './brand'

const linkClasses = 'inline-block py-1 hover:text-indigo-700'

export function Footer() {
  const { t } = useTranslation()
  const year = formatYear(new Date().getFullYear())
  return (
    // Drawn by the root layout after <main> (routes ask for it with `handle.footer`), so it is
    // the page's contentinfo landmark at the top level.
    <footer className="print:hidden border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Brand />
          <p className="mt-3 max-w-sm text-sm text-slate-600">{t('common.footer.tagline')}</p>
        </div>
        {/* Named apart from the header's Features and Blog links: one link per name on a page. */}
        <FooterLinks
          heading="common.footer.product"
          links={[
            {
              to: { pathname: paths.home, hash: '#features' },
              text: 'common.footer.howItWorks',
            },
            { to: paths.dashboard, text: 'common.footer.studyLibrary' },
            { to: paths.blog, text: 'common.footer.news' },
          ]}
        />
        <FooterLinks
          heading="common.footer.support"
          links={[{ to: paths.blogPost('betatesting'), text: 'common.footer.betaGuide' }]}
        >
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
              {t('common.footer.contact')}
            </a>
          </li>
        </FooterLinks>
      </div>
      <div className="border-t border-slate-100 bg-amber-50/60">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-amber-900 sm:px-6">
          {t('common.footer.notice', { year })}
        </p>
      </div>
    </footer>
  )
}

/** A column of links under a heading, which names its navigation landmark. */
function FooterLinks({
  heading,
  links,
  children,
}: {
  heading: MessageKey
  links: { to: LinkProps['to']; text: MessageKey }[]
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t(heading)}>
      <h2 className="text-sm font-semibold text-slate-900">{t(heading)}</h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {links.map(({ to, text }) => (
          <li key={text}>
            <Link to={to} className={linkClasses}>
              {t(text)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  )
}
