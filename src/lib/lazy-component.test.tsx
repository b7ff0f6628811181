import { act, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
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

  it('is done at once when nothing is loading', async () => {
    await expect(componentsLoaded()).resolves.toBeUndefined()
  })
})
