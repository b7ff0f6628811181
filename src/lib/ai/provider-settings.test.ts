import { AppError } from '@/lib/errors'
import {
  PROVIDER_SETTINGS_KEY,
  clearProviderSettings,
  getProviderSettings,
  saveProviderSettings,
  subscribeProviderSettings,
} from './provider-settings'

describe('provider settings', () => {
  it('saves to localStorage only, reads back, clears', () => {
    expect(getProviderSettings()).toBeNull()
    saveProviderSettings({ baseURL: 'http://localhost:11434/v1', apiKey: '  ', model: 'llama3' })
    expect(JSON.parse(localStorage.getItem(PROVIDER_SETTINGS_KEY) ?? '{}')).toEqual({
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3',
    })
    expect(getProviderSettings()).toEqual({
      baseURL: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3',
    })
    clearProviderSettings()
    expect(getProviderSettings()).toBeNull()
  })

  it('rejects a base URL that is not http(s) with a field message', () => {
    expect(() => saveProviderSettings({ baseURL: 'ftp://x' })).toThrow(
      new AppError('validation', 'Please enter a valid base URL (http:// or https://).'),
    )
    expect(localStorage.getItem(PROVIDER_SETTINGS_KEY)).toBeNull()
  })

  it('ignores an unreadable stored value', () => {
    localStorage.setItem(PROVIDER_SETTINGS_KEY, '{not json')
    expect(getProviderSettings()).toBeNull()
    localStorage.setItem(PROVIDER_SETTINGS_KEY, JSON.stringify({ baseURL: 42 }))
    expect(getProviderSettings()).toBeNull()
  })

  it('gives a stable snapshot and notifies subscribers on save, clear and other tabs', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeProviderSettings(listener)
    saveProviderSettings({ apiKey: 'sk-user' })
    expect(getProviderSettings()).toBe(getProviderSettings())
    clearProviderSettings()
    window.dispatchEvent(new StorageEvent('storage', { key: PROVIDER_SETTINGS_KEY }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }))
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    saveProviderSettings({ apiKey: 'sk-user' })
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
