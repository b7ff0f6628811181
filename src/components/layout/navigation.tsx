import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import type { NavigateOptions, To } from 'react-router-dom'
import { useTranslation } from '@/lib/i18n/i18n'
import { localizedHref } from '@/lib/i18n/language-path'

/**
 * Where the page is and how to go elsewhere, without importing React Router: the prerendered
 * public pages hydrate without it (src/app/public-page.tsx) and load it at their first navigation;
 * inside the app, the root layout provides React Router's location and navigate here.
 */
export interface Navigation {
  location: { pathname: string; hash: string; state: unknown }
  navigate: (to: To, options?: NavigateOptions) => unknown
}

export const NavigationContext = createContext<Navigation | null>(null)

export function useNavigation(): Navigation {
  const navigation = use(NavigationContext)
  if (!navigation) throw new Error('useNavigation needs a NavigationContext provider')
  return navigation
}

export function hrefOf(to: To): string {
  if (typeof to === 'string') return to
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>

export interface LinkProps extends AnchorProps {
  to: To
  className?: string
  children?: ReactNode
}

/**
 * An in-app link: a plain click navigates in the page, as React Router's Link does. Its address
 * is the page's in the interface language (a public page's '/es/blog'), as it opens in a new tab.
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const { location, navigate } = useNavigation()
  const href = hrefOf(to)
  const { language } = useTranslation()
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    if (props.target && props.target !== '_self') return
    event.preventDefault()
    // A link to the page being shown replaces its history entry instead of adding one.
    const here = `${location.pathname}${location.hash}`
    void navigate(to, { replace: href === here })
  }
  return <a {...props} href={localizedHref(href, language)} onClick={follow} />
}

/** A navigation link that says when its page (or one below it) is the one shown. */
export function NavLink({
  className,
  ...props
}: Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string }) {
  const { pathname } = useNavigation().location
  const target = hrefOf(props.to)
  const isActive = pathname === target || pathname.startsWith(`${target}/`)
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  )
}
