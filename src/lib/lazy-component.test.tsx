import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ComponentType, type ReactNode } from 'react'
import { activateLanguage } from '@/lib/i18n/i18n'
import { componentsSettled } from '@/testing/components-settled'
import { componentsLoaded, lazyComponent } from './lazy-component'

/** A module whose arrival the test decides. */
function deferredModule(text = 'Loaded part') {
  let arrive = () => {}
  const module = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> })
  })
  return { module, arrive }
}

describe('lazyComponent', () => {
  it('counts a load until its code arrives, and componentsLoaded waits for it', async () => {
    const { module, arrive } = deferredModule()
    const Part = lazyComponent(() => module)
    render(
      <Suspense fallback={<p>Loading part</p>}>
        <Part />
      </Suspense>,
    )
    expect(screen.getByText('Loading part')).toBeInTheDocument()

    let settled = false
    const waited = componentsLoaded().then(() => (settled = true))
    await act(() => Promise.resolve())
    expect(settled).toBe(false)

    arrive()
    await act(() => waited)
    expect(settled).toBe(true)
    expect(screen.getByText('Loaded part')).toBeInTheDocument()
  })

  it('componentsSettled also waits for a load that an arrived part starts', async () => {
    const inner = deferredModule('Inner part')
    let innerAsked = false
    const Inner = lazyComponent(() => {
      innerAsked = true
      setTimeout(inner.arrive, 20)
      return inner.module
    })
    let arriveOuter = () => {}
    const Outer = lazyComponent(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arriveOuter = () => resolve({ default: () => <Inner /> })
        }),
    )
    render(
      <Suspense fallback={<p>Loading parts</p>}>
        <Outer />
      </Suspense>,
    )
    expect(innerAsked).toBe(false)

    setTimeout(() => arriveOuter(), 20)
    await componentsSettled()
    expect(innerAsked).toBe(true)
    expect(screen.getByText('Inner part')).toBeInTheDocument()
  })

  describe('whose code cannot be fetched', () => {
    const failedFetch = (): Promise<{ default: ComponentType }> =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

    it("offline, says so in its place in the student's language, keeps the page and shows the part once the connection returns", async () => {
      await activateLanguage('es')
      onTestFinished(() => activateLanguage('en'))
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      onTestFinished(() => online.mockRestore())
      let load = failedFetch
      const Part = lazyComponent(() => load())
      render(
        <Crashes>
          <h1>The guide</h1>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </Crashes>,
      )
      await componentsSettled()
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No tienes conexión. Esto necesita conexión.',
      )
      expect(screen.getByRole('heading', { name: 'The guide' })).toBeInTheDocument()

      load = () => Promise.resolve({ default: () => <p>Loaded part</p> })
      online.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByText('Loaded part')).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    it('fetches the part again when the first fetch after the connection returns still fails', async () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      onTestFinished(() => online.mockRestore())
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      let load = failedFetch
      const Part = lazyComponent(() => load())
      render(
        <Suspense fallback={null}>
          <Part />
        </Suspense>,
      )
      await componentsSettled()
      expect(await screen.findByRole('alert')).toBeInTheDocument()

      // 'online' comes before the network lets the request through: that fetch fails too.
      online.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      load = () => Promise.resolve({ default: () => <p>Loaded part</p> })
      expect(await screen.findByText('Loaded part', {}, { timeout: 3_000 })).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    it('online, goes on to the error screen', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const Part = lazyComponent(failedFetch)
      render(
        <Crashes>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </Crashes>,
      )
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    })
  })

  it('is done at once when nothing is loading', async () => {
    await expect(componentsLoaded()).resolves.toBeUndefined()
  })
})

/** An error boundary standing in for the route's error screen. */
class Crashes extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false }
  static getDerivedStateFromError() {
    return { crashed: true }
  }
  render() {
    return this.state.crashed ? <p>Something went wrong</p> : this.props.children
  }
}
