import { youtubeAt, youtubeVideoId } from './youtube'

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/@channel', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['not a link', null],
  ])('%s names %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id)
  })

  it('opens a video at a moment', () => {
    expect(youtubeAt('dQw4w9WgXcQ', 754.6)).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=754s',
    )
  })
})
