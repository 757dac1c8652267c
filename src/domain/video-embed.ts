/**
 * The vehicle page's video section (spec 01 §2 "key information; video; ..."; §3 `video_url`,
 * `external_video_url`). The page shows a poster and a play control, and loads the player only
 * when the shopper asks for it: no third-party request before the click.
 */
import type { Car } from './schemas/car.ts';

export type VideoEmbed =
  /** A hosted player (YouTube, Vimeo) in an iframe; `watch` is its page, for a link without script. */
  | { kind: 'iframe'; src: string; watch: string }
  /** A video file the browser plays itself. */
  | { kind: 'file'; src: string; watch: string }
  /** Any other address: a link only. */
  | { kind: 'link'; src: null; watch: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv)$/i;

function parse(address: string): URL | null {
  try {
    const url = new URL(address, 'https://invalid.local');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = path[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      path[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(path[0] ?? '')
          ? path[1]
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/**
 * How one video address plays: YouTube through its no-cookie player and Vimeo through its player
 * (both autoplay, since the shopper has just pressed play), a video file natively, anything else
 * as a link. Addresses that are not http(s) give null.
 */
export function videoEmbedFor(address: string | null | undefined): VideoEmbed | null {
  const text = address?.trim();
  if (!text) return null;
  const url = parse(text);
  if (!url) return null;
  const watch = url.hostname === 'invalid.local' ? `${url.pathname}${url.search}` : url.href;
  const youtube = youtubeId(url);
  if (youtube)
    return {
      kind: 'iframe',
      src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
      watch: `https://www.youtube.com/watch?v=${youtube}`,
    };
  const vimeo = vimeoId(url);
  if (vimeo)
    return {
      kind: 'iframe',
      src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
      watch: `https://vimeo.com/${vimeo}`,
    };
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: watch, watch };
  return { kind: 'link', src: null, watch };
}

/**
 * The car's video: its own `video_url` first (the dealer's upload), else `external_video_url`; an
 * address that cannot play is passed over for the other.
 */
export function videoEmbed(car: Pick<Car, 'video_url' | 'external_video_url'>): VideoEmbed | null {
  const own = videoEmbedFor(car.video_url);
  const external = videoEmbedFor(car.external_video_url);
  if (own && own.kind !== 'link') return own;
  if (external && external.kind !== 'link') return external;
  return own ?? external;
}
