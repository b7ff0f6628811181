import { AppError } from '@/lib/errors'
import {
  PROVIDER_SETTINGS_KEY,
  clearProviderSettings,
  forgetProviderKey,
  getProviderSettings,
  settingsRefusals,
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
      new AppError('validation', 'Please enter a valid base URL (http:// or https://).', {
        code: 'baseUrl',
      }),
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

  it.each([
    'https://api.openai.com/v1',
    'https://proxy.example.edu/functions/v1/ai',
    'http://localhost:11434/v1',
    'http://127.0.0.1:1234/v1',
    'http://ollama.localhost/v1',
    'http://[::1]:11434/v1',
  ])('accepts %s', (baseURL) => {
    expect(saveProviderSettings({ baseURL })).toMatchObject({ baseURL })
  })

  it.each([
    'http://api.openai.com/v1',
    'http://192.168.1.20:11434/v1',
    'http://127.example.com/v1',
  ])('refuses plain http to another computer: %s', (baseURL) => {
    expect(() => saveProviderSettings({ baseURL, apiKey: 'sk-user' })).toThrow(
      new AppError('validation', settingsRefusals.insecureBaseUrl, { code: 'insecureBaseUrl' }),
    )
    expect(localStorage.getItem(PROVIDER_SETTINGS_KEY)).toBeNull()
    // A value stored before the rule is not used either.
    localStorage.setItem(PROVIDER_SETTINGS_KEY, JSON.stringify({ baseURL, apiKey: 'sk-user' }))
    expect(getProviderSettings()).toBeNull()
  })

  it('forgets only the key (sign-out), and everything when nothing else was set', () => {
    saveProviderSettings({
      baseURL: 'https://api.openai.com/v1',
      apiKey: 'sk-user',
      model: 'gpt-4o',
    })
    forgetProviderKey()
    expect(getProviderSettings()).toEqual({ baseURL: 'https://api.openai.com/v1', model: 'gpt-4o' })
    saveProviderSettings({ apiKey: 'sk-user' })
    forgetProviderKey()
    expect(localStorage.getItem(PROVIDER_SETTINGS_KEY)).toBeNull()
  })
})
