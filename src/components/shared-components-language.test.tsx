import { act, render, screen, within } from '@testing-library/react'
import { forgetUpdate, reportUpdateReady } from '@/lib/app-update/app-update'
import { activateLanguage } from '@/lib/i18n/i18n'
import englishCommon from '@/lib/i18n/locales/en/common.json'
import spanishCommon from '@/lib/i18n/locales/es/common.json'
import { toast } from '@/lib/toast'
import { englishLeftOver } from '@/testing/english-left'
import { UpdateNotice } from './layout/update-notice'
import { QueryStatus } from './study-tool/query-status'
import { ConfirmDialog } from './ui/confirm-dialog'
import { Markdown } from './ui/markdown'
import { Spinner } from './ui/spinner'
import { Toaster } from './ui/toast'

/** The shared components speak the student's language: their texts are the 'common' catalogue's. */
describe('the shared components in Spanish', () => {
  afterEach(async () => {
    act(() => {
      forgetUpdate()
      toast.clear()
    })
    await act(() => activateLanguage('en'))
  })

  it('name their buttons, statuses and tables in Spanish, with no English left', async () => {
    await activateLanguage('es')
    const failed = { isPending: false, isError: true, error: new Error('x'), refetch: () => {} }
    render(
      <>
        <Spinner />
        <QueryStatus query={failed} loadingLabel="Cargando cuestionarios…" failedMessage="Falló">
          {null}
        </QueryStatus>
        <Markdown>{'| Orgánulo | Función |\n| --- | --- |\n| Ribosoma | Proteínas |\n'}</Markdown>
        <UpdateNotice />
        <Toaster />
      </>,
    )
    act(() => {
      reportUpdateReady(() => {})
      toast.info('Guardado')
    })
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(
      expect.arrayContaining(['Cargando', 'Nueva versión disponible — Recargar']),
    )
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Tabla: Orgánulo y Función' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Descartar notificación' })).toBeInTheDocument()
    render(
      <ConfirmDialog
        open
        title="¿Borrar?"
        description="No se puede deshacer."
        confirmLabel="Borrar"
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: '¿Borrar?' })
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument()
    expect(englishLeftOver(englishCommon, spanishCommon)).toEqual([])
  })
})
