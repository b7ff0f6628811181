/** A gate a fake waits on, so a test can look at an intermediate step before letting it go on. */
export function createGate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}
