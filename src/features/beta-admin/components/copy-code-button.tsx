import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import { COPY_CONFIRMATION_MS } from '@/config/limits'
import { copyText } from '../model/copy-text'

/** 'Copy <code>'; reads 'Copied!' for COPY_CONFIRMATION_MS (spec: 2 seconds) after a copy. */
export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)
  const { t } = useTranslation()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // The confirmation timer must not fire after the row is gone.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const copy = async () => {
    if (!(await copyText(code))) {
      toast.error(t('admin.copyFailed', { code }))
      return
    }
    setCopied(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      timer.current = null
      setCopied(false)
    }, COPY_CONFIRMATION_MS)
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={copied ? t('admin.copied') : t('admin.copyCode', { code })}
      >
        {copied ? (
          <Check className="h-4 w-4 text-green-600" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        {copied ? t('admin.copied') : t('admin.copy')}
      </Button>
      <span className="sr-only" aria-live="polite">
        {copied ? t('admin.copiedCode', { code }) : ''}
      </span>
    </>
  )
}
