import { Copy, Link2, Share2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/ui/text-field'
import { toast } from '@/lib/toast'
import { errorMessage } from '@/lib/errors'
import { formatDate } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { shareMessages } from '../api/share-messages'
import { useShareLink } from '../api/use-share-link'
import { shareUrl } from '../model/shared-guide'

/**
 * "Share" on a saved guide, and its dialog: Create link → the link in a read-only field with
 * Copy link and Stop sharing. The link made in this visit stays shown when the dialog reopens.
 */
export function ShareButton({ guideId, guideTitle }: { guideId: string; guideTitle: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { token, status, create, stop } = useShareLink(guideId, open)
  const link = token ? shareUrl(token, window.location.origin) : null
  const since = status.data ?? null
  const failure = create.error ?? stop.error

  async function copyLink() {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      toast.success(t('share.copied'))
    } catch (error) {
      console.warn('Copy failed', error)
      toast.error(t('share.copyFailed'))
    }
  }

  function stopLink() {
    create.reset()
    stop.mutate(undefined, { onSuccess: () => toast.success(t('share.stopped')) })
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Share2 className="h-4 w-4" aria-hidden="true" />
        {t('share.share')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('share.dialogTitle')}
        description={t('share.dialogDescription', { title: guideTitle })}
      >
        <div className="space-y-4">
          {status.isPending && !link ? <Spinner label={t('share.checking')} /> : null}
          {status.isError ? <Alert tone="error">{shareMessages.status}</Alert> : null}
          {link ? (
            <>
              <TextField
                label={t('share.link')}
                value={link}
                readOnly
                // An address reads left to right in every language: its start stays in view.
                dir="ltr"
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void copyLink()}>
                  <Copy className="h-4 w-4" aria-hidden="true" />
                  {t('share.copyLink')}
                </Button>
                <Button variant="danger" busy={stop.isPending} onClick={stopLink}>
                  {t('share.stop')}
                </Button>
              </div>
            </>
          ) : status.isSuccess ? (
            <>
              {since ? (
                <p className="text-sm text-slate-700">
                  {t('share.sharedSince', { date: formatDate(since) })}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button busy={create.isPending} onClick={() => create.mutate()}>
                  <Link2 className="h-4 w-4" aria-hidden="true" />
                  {t('share.createLink')}
                </Button>
                {since ? (
                  <Button variant="danger" busy={stop.isPending} onClick={stopLink}>
                    {t('share.stop')}
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}
          {failure ? (
            <Alert tone="error">{errorMessage(failure, shareMessages.create)}</Alert>
          ) : null}
        </div>
      </Dialog>
    </>
  )
}
