import { readStoredJson, removeStored, writeStoredJson } from './stored-json'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('stored JSON', () => {
  it('keeps a value and reads it back, then removes it', () => {
    expect(writeStoredJson('k', { ids: ['a'] }, 'a list')).toBe(true)
    expect(readStoredJson('k')).toEqual({ ids: ['a'] })
    removeStored('k')
    expect(readStoredJson('k')).toBeUndefined()
  })

  it('reads what is not JSON as nothing', () => {
    localStorage.setItem('k', '{broken')
    expect(readStoredJson('k')).toBeUndefined()
  })

  it('says when storage refuses a value, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse })
    expect(writeStoredJson('k', [1], 'the list')).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      'Keeping the list in this browser failed',
      expect.any(DOMException),
    )
    expect(() => removeStored('k')).not.toThrow()
    expect(readStoredJson('k')).toBeUndefined()
    vi.unstubAllGlobals()
  })
})
