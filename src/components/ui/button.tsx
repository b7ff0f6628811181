import type { ComponentProps } from 'react'
import { cn } from './cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 disabled:bg-indigo-300 disabled:text-white aria-disabled:bg-indigo-300',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-200 shadow-sm hover:bg-slate-50',
  outline: 'border border-indigo-200 text-indigo-700 hover:bg-indigo-50',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-300 aria-disabled:bg-red-300',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-9 w-9 justify-center',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
    variants[variant],
    sizes[size],
  )
}

/** React 19 passes `ref` as a prop: a feature holds its button by ref, never by element id. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /**
   * Its work is running: the button looks and reads as disabled (aria-disabled) and ignores
   * clicks and form submits, but keeps the keyboard focus, which a disabled button would drop
   * to the page.
   */
  busy?: boolean
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy = false,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonClasses(variant, size), className)}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
      {...props}
    />
  )
}
