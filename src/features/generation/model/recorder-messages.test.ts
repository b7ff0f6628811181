import { activateLanguage } from '@/lib/i18n/i18n'
import { recorderMessages, recorderStartMessage } from './recorder-messages'

describe('the recorder says', () => {
  afterEach(() => activateLanguage('en'))

  it("how long the recording to recover is: 'Recover recording (47 min)', seconds under a minute", () => {
    expect(recorderMessages.recover(47 * 60_000 + 10_000)).toBe('Recover recording (47 min)')
    expect(recorderMessages.recover(16_400)).toBe('Recover recording (16 s)')
  })

  it("names the source 'Lecture recording, <date>'", () => {
    expect(recorderMessages.sourceName(Date.UTC(2026, 10, 28, 12))).toBe(
      'Lecture recording, Nov 28, 2026',
    )
  })

  it('why recording could not start: the microphone refused, missing, or no recorder', () => {
    expect(recorderStartMessage(new DOMException('denied', 'NotAllowedError'))).toBe(
      'Studywise may not use your microphone. Allow the microphone for this site in your browser, then choose Record lecture again. Nothing else was changed.',
    )
    expect(recorderStartMessage(new DOMException('none', 'NotFoundError'))).toBe(
      'No microphone was found. Connect one, then choose Record lecture again. Nothing else was changed.',
    )
    expect(recorderStartMessage(new TypeError('MediaRecorder is not defined'))).toBe(
      'This browser cannot record sound. Upload a recording of the lecture instead.',
    )
  })

  it('in the interface language, its date and numbers too', async () => {
    await activateLanguage('de')
    expect(recorderMessages.recover(47 * 60_000)).toBe('Aufnahme wiederherstellen (47 Min.)')
    expect(recorderMessages.sourceName(Date.UTC(2026, 10, 28, 12))).toBe(
      'Vorlesungsaufnahme, 28. Nov. 2026',
    )
    expect(recorderMessages.autoStopped()).toBe(
      'Die Aufnahme hat 3 Stunden erreicht und wurde automatisch beendet. Sie wird wie jede Aufnahme transkribiert.',
    )
  })
})
