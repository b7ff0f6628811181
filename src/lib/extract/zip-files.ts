/** Files packed into a zip (deflated), in the order given. */
export async function zipFiles(files: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const { default: JSZip } = await import('jszip')
  const zip = new JSZip()
  for (const [name, content] of Object.entries(files)) zip.file(name, content)
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
