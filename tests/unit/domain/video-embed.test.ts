import { describe, expect, it } from 'vitest';
import { videoEmbed, videoEmbedFor } from '../../../src/domain/video-embed.ts';

describe('the video section plays the car\'s video (spec 01 §2 "video", §3 video_url, external_video_url)', () => {
  const youtube = {
    kind: 'iframe',
    src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };
  it.each([
    ['a YouTube watch link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', youtube],
    ['a short YouTube link', 'https://youtu.be/dQw4w9WgXcQ', youtube],
    ['a YouTube embed', 'https://www.youtube.com/embed/dQw4w9WgXcQ', youtube],
    ['YouTube shorts', 'https://youtube.com/shorts/dQw4w9WgXcQ', youtube],
    ['mobile YouTube', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    [
      'a Vimeo page',
      'https://vimeo.com/76979871',
      {
        kind: 'iframe',
        src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
        watch: 'https://vimeo.com/76979871',
      },
    ],
    [
      'a Vimeo player link',
      'https://player.vimeo.com/video/76979871',
      {
        kind: 'iframe',
        src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
        watch: 'https://vimeo.com/76979871',
      },
    ],
    [
      'an mp4 file',
      'https://cdn.example.com/cars/walkaround.mp4',
      {
        kind: 'file',
        src: 'https://cdn.example.com/cars/walkaround.mp4',
        watch: 'https://cdn.example.com/cars/walkaround.mp4',
      },
    ],
    [
      'a file on the site',
      '/media/walkaround.webm',
      { kind: 'file', src: '/media/walkaround.webm', watch: '/media/walkaround.webm' },
    ],
    [
      'another host: a link only',
      'https://videos.example.com/watch/123',
      { kind: 'link', src: null, watch: 'https://videos.example.com/watch/123' },
    ],
    [
      'a YouTube link without a valid id: a link only',
      'https://www.youtube.com/watch?v=nope',
      { kind: 'link', src: null, watch: 'https://www.youtube.com/watch?v=nope' },
    ],
    ['not http(s)', 'javascript:alert(1)', null],
    ['blank', '  ', null],
    ['absent', null, null],
  ])('%s', (_name, address, embed) => expect(videoEmbedFor(address)).toEqual(embed));

  it.each([
    [
      "the dealer's own video first",
      { video_url: '/media/a.mp4', external_video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      'file',
    ],
    [
      'the external video when there is no own one',
      { video_url: null, external_video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      'iframe',
    ],
    [
      'a playable video over a plain link',
      { video_url: 'https://videos.example.com/1', external_video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      'iframe',
    ],
    ['a link when nothing plays', { video_url: 'https://videos.example.com/1', external_video_url: null }, 'link'],
  ])('%s', (_name, car, kind) => expect(videoEmbed(car)?.kind).toBe(kind));

  it('no video: no section', () => expect(videoEmbed({ video_url: null, external_video_url: '' })).toBeNull());
});
