import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLanguage } from '@/lib/i18n/i18n'
import { AiProviderCard } from './ai-provider-card'

/** A refused setting is said in the interface language, by the refusal's name. */
describe('the AI provider card in French', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('says why the settings were refused in French', async () => {
    await activateLanguage('fr')
    const user = userEvent.setup()
    render(<AiProviderCard />)
    const card = screen.getByRole('region', { name: 'Votre fournisseur d’IA' })
    await user.type(within(card).getByLabelText('URL de base'), 'pas une adresse')
    await user.click(within(card).getByRole('button', { name: 'Enregistrer le fournisseur' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Saisissez une URL de base valide (http:// ou https://).',
    )
    await user.clear(within(card).getByLabelText('URL de base'))
    await user.type(within(card).getByLabelText('URL de base'), 'http://192.168.1.20:11434/v1')
    await user.click(within(card).getByRole('button', { name: 'Enregistrer le fournisseur' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Utilisez une URL de base en https:// : le http:// simple n’est autorisé que pour un modèle sur cet ordinateur (localhost, 127.0.0.1, [::1]).',
    )
  })
})
