import { messages } from '@/lib/errors'
import { activateLanguage } from '@/lib/i18n/i18n'
import { shownAuthMessage, signOutFailed } from './auth-messages'

describe("the auth screens' messages in the interface language", () => {
  afterEach(() => activateLanguage('en'))

  it("says how long to wait for another e-mail in Spanish and Arabic, with each language's plurals", async () => {
    await activateLanguage('es')
    expect(shownAuthMessage(messages.emailSentRecently(42))).toBe(
      'Acabamos de enviar un correo a esta dirección. Revisa tu bandeja de entrada o vuelve a intentarlo dentro de 42 segundos.',
    )
    expect(shownAuthMessage(messages.emailSentRecently(1))).toMatch(/dentro de 1 segundo\.$/)
    expect(signOutFailed()).toBe('No se pudo cerrar la sesión. Inténtalo de nuevo.')
    await activateLanguage('ar')
    expect(shownAuthMessage(messages.emailSentRecently(2))).toMatch(/بعد ثانيتين\.$/)
    expect(shownAuthMessage(messages.emailSentRecently(5))).toMatch(/بعد 5 ثوانٍ\.$/)
  })

  it("keeps the English word for word, and a server's own words as they came", () => {
    for (const seconds of [1, 42])
      expect(shownAuthMessage(messages.emailSentRecently(seconds))).toBe(
        messages.emailSentRecently(seconds),
      )
    const server = 'For security purposes, you can only request this after 42 seconds.'
    expect(shownAuthMessage(server)).toBe(server)
    expect(signOutFailed()).toBe('Could not sign out. Please try again.')
  })
})
