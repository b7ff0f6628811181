/**
 * A standalone SVG drawn to a PNG at `scale` times its size, in the browser (an image of a blob
 * URL on a canvas: the SVG holds no external reference, so the canvas is not tainted).
 */
export async function svgToPng(svg: string, width: number, height: number, scale = 2) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = Math.ceil(width * scale)
    canvas.height = Math.ceil(height * scale)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}
