import { mapInSlices } from './map-in-slices'

describe('mapInSlices', () => {
  it('maps every item in order, a slice per task: a task waiting meanwhile runs between slices', async () => {
    const items = Array.from({ length: 250 }, (_, index) => index)
    let done = 0
    const seenByOtherTasks: number[] = []
    // Tasks queued before the mapping starts, as input or a paint would be.
    const other = new MessageChannel()
    other.port1.onmessage = () => seenByOtherTasks.push(done)
    other.port2.postMessage(null)

    const mapped = await mapInSlices(items, (item) => {
      done++
      return item * 2
    })
    other.port1.close()

    expect(mapped).toEqual(items.map((item) => item * 2))
    // The waiting task ran after the first slice of 100, not after all 250.
    expect(seenByOtherTasks).toEqual([100])
  })

  it("ends in a task of its own after a list longer than a slice: the caller's next work is not added to the last slice", async () => {
    const items = Array.from({ length: 250 }, (_, index) => index)
    let waitingRanFirst: boolean | undefined
    const other = new MessageChannel()
    other.port1.onmessage = () => (waitingRanFirst ??= true)
    const mapped = await mapInSlices(items, (item) => {
      // A task queued during the last slice, as input or a paint would be.
      if (item === 249) other.port2.postMessage(null)
      return item
    })
    waitingRanFirst ??= false
    other.port1.close()

    expect(mapped).toHaveLength(250)
    expect(waitingRanFirst).toBe(true)
  })

  it('maps a list no longer than a slice in the task that asked', async () => {
    let done = 0
    const mapping = mapInSlices([1, 2, 3], (item) => {
      done++
      return item
    })
    expect(done).toBe(3)
    expect(await mapping).toEqual([1, 2, 3])
  })
})
