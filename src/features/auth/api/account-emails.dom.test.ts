import { activateLanguage } from '@/lib/i18n/i18n'
import {
  createAccount,
  newBetaCode,
  newestMail,
  requestEmailChange,
  sql,
} from '@/testing/backend-fixtures'
import { requestPasswordReset, signUp } from './account-actions'

/** The auth e-mails of the local backend speak the language the student signed up in. */
describe('auth e-mails in the student language', () => {
  afterEach(() => activateLanguage('en'))

  it('sends the sign-up confirmation in the interface language of the sign-up', async () => {
    await activateLanguage('es')
    const email = 'lucia.emails@example.com'
    await signUp({ name: 'Lucía', email, password: 'cobol-1959', betaCode: await newBetaCode() })
    const mail = await newestMail(email)
    expect(mail.subject).toBe('Confirma tu cuenta de Studywise')
    expect(mail.html).toContain('<h2>Te damos la bienvenida a Studywise</h2>')
    expect(mail.html).not.toContain('Welcome to Studywise')
    expect(mail.links.some((link) => link.includes('/confirm-email?token_hash='))).toBe(true)
  })

  it('sends the password reset in the language kept with the account, else in English', async () => {
    const anna = await createAccount('Anna')
    await sql(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language": "de"}'::jsonb where id = $1`,
      [anna.id],
    )
    await requestPasswordReset(anna.email)
    const mail = await newestMail(anna.email)
    expect(mail.subject).toBe('Setze dein Studywise-Passwort zurück')
    expect(mail.html).toContain('Mein Passwort zurücksetzen')

    const bo = await createAccount('Bo')
    await requestPasswordReset(bo.email)
    expect((await newestMail(bo.email)).subject).toBe('Reset your Studywise password')
  })

  it('sends both e-mail-change messages in the language kept with the account, else in English', async () => {
    const layla = await createAccount('Layla')
    await sql(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language": "ar"}'::jsonb where id = $1`,
      [layla.id],
    )
    const newEmail = 'layla.new@example.com'
    await requestEmailChange(layla, newEmail)
    for (const to of [layla.email, newEmail]) {
      const mail = await newestMail(to)
      expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني الجديد في Studywise')
      expect(mail.html).toContain('<div dir="rtl" lang="ar">')
      expect(mail.html).toContain('تأكيد التغيير')
      expect(mail.html).toContain(newEmail)
      expect(mail.html).not.toContain('Confirm the change')
      expect(mail.links.some((link) => link.includes('type=email_change'))).toBe(true)
    }

    const bo = await createAccount('Bo')
    await requestEmailChange(bo, 'bo.new@example.com')
    const english = await newestMail(bo.email)
    expect(english.subject).toBe('Confirm your new Studywise e-mail address')
    expect(english.html).toContain('Confirm the change')
  })
})
