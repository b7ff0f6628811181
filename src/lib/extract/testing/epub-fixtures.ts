/**
 * EPUB fixtures built in the tests with JSZip: EPUB 3 (nav document) or EPUB 2 (NCX), with the
 * spine in a given order, optionally with DRM markers. Test-only: never import from app code.
 */
import JSZip from 'jszip'

export interface EpubChapter {
  title: string
  paragraphs: string[]
  /** Left out of the reading order's linear flow (linear="no"). */
  nonLinear?: boolean
}

export interface EpubOptions {
  version?: 2 | 3
  /** File order in the manifest differs from the spine: the spine lists chapters in reverse. */
  spineReversed?: boolean
  /** 'adobe': META-INF/rights.xml; 'encrypted': encryption.xml encrypting chapters. */
  drm?: 'adobe' | 'encrypted' | 'fonts-only'
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function chapterXhtml(chapter: EpubChapter): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>${escape(chapter.title)}</title><style>p { margin: 0 }</style></head>
<body><section epub:type="chapter"><h1>${escape(chapter.title)}</h1>
${chapter.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
</section></body></html>`
}

export async function buildEpub(chapters: EpubChapter[], options: EpubOptions = {}) {
  const version = options.version ?? 3
  const zip = new JSZip()
  zip.file('mimetype', 'application/epub+zip', { compression: 'STORE' })
  zip.file(
    'META-INF/container.xml',
    `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`,
  )
  const ids = chapters.map((_, index) => `ch${index + 1}`)
  chapters.forEach((chapter, index) =>
    zip.file(`OEBPS/text/chapter-${index + 1}.xhtml`, chapterXhtml(chapter)),
  )
  const spine = options.spineReversed ? [...ids].reverse() : ids
  const navItem =
    version === 3
      ? '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
      : '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
  zip.file(
    'OEBPS/content.opf',
    `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${version}.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Test book</dc:title><dc:identifier id="id">test-book</dc:identifier><dc:language>en</dc:language></metadata>
  <manifest>
    ${navItem}
    <item id="css" href="style.css" media-type="text/css"/>
    ${ids.map((id, index) => `<item id="${id}" href="text/chapter-${index + 1}.xhtml" media-type="application/xhtml+xml"/>`).join('\n    ')}
  </manifest>
  <spine${version === 2 ? ' toc="ncx"' : ''}>
    ${spine.map((id) => `<itemref idref="${id}"${chapters[ids.indexOf(id)]?.nonLinear ? ' linear="no"' : ''}/>`).join('\n    ')}
  </spine>
</package>`,
  )
  zip.file('OEBPS/style.css', 'body { font-family: serif }')
  if (version === 3) {
    zip.file(
      'OEBPS/nav.xhtml',
      `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><body><nav><ol>${chapters.map((c, i) => `<li><a href="text/chapter-${i + 1}.xhtml">${escape(c.title)}</a></li>`).join('')}</ol></nav></body></html>`,
    )
  } else {
    zip.file(
      'OEBPS/toc.ncx',
      `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>${chapters.map((c, i) => `<navPoint id="n${i}" playOrder="${i + 1}"><navLabel><text>${escape(c.title)}</text></navLabel><content src="text/chapter-${i + 1}.xhtml"/></navPoint>`).join('')}</navMap></ncx>`,
    )
  }
  if (options.drm === 'adobe') {
    zip.file(
      'META-INF/rights.xml',
      '<?xml version="1.0"?><adept:rights xmlns:adept="http://ns.adobe.com/adept"/>',
    )
  }
  if (options.drm === 'encrypted' || options.drm === 'fonts-only') {
    const algorithm =
      options.drm === 'encrypted'
        ? 'http://www.w3.org/2001/04/xmlenc#aes128-cbc'
        : 'http://www.idpf.org/2008/embedding'
    zip.file(
      'META-INF/encryption.xml',
      `<?xml version="1.0"?>
<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/><enc:CipherData><enc:CipherReference URI="OEBPS/text/chapter-1.xhtml"/></enc:CipherData></enc:EncryptedData>
</encryption>`,
    )
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
