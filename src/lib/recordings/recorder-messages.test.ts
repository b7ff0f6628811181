import { recorderMessages, recorderStartMessage } from './recorder-messages'

describe('the recorder says', () => {
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
      recorderMessages.microphoneRefused,
    )
    expect(recorderStartMessage(new DOMException('none', 'NotFoundError'))).toBe(
      recorderMessages.noMicrophone,
    )
    expect(recorderStartMessage(new TypeError('MediaRecorder is not defined'))).toBe(
      recorderMessages.cannotRecord,
    )
  })
})
