/** Files packed into a zip (deflated), in the order given. */
export async function zipFiles(
  files: Record<string, Uint8Array | string>,
): Promise<Uint8Array<ArrayBuffer>> {
  const { default: JSZip } = await import('jszip')
  const zip = new JSZip()
  for (const [name, content] of Object.entries(files)) zip.file(name, content)
  // A fresh buffer of its own, never a shared one.
  return (await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
  })) as Uint8Array<ArrayBuffer>
}
