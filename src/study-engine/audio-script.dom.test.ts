import { activateLanguage } from '@/lib/i18n/i18n'
import { writeAudioScript } from './audio-script'
import { createOfflineEngine } from './offline/offline-engine'

/** Without a model, the overview's guest speaks the student's language on notes it cannot word. */
it('writes the offline overview in the interface language when the notes’ cannot be told', async () => {
  await activateLanguage('es')
  onTestFinished(() => activateLanguage('en'))
  const lines = await writeAudioScript(createOfflineEngine(), {
    title: 'Клетка',
    content: '# Клетка\n\n## Обзор\nКлетка является основной единицей жизни.',
    length: 'short',
  })
  expect(lines[0]).toEqual({
    speaker: 'guest',
    text: 'Hoy repasamos Клетка. ¿Por dónde empezamos?',
  })
  expect(lines.at(-1)?.text).toBe('Eso fue Клетка. Gracias por escuchar.')
})
