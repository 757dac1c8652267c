/**
 * The car's video as a slide (spec 01 §2 "an optional video slide"): a file in a <video> that loads
 * nothing until played, a YouTube or Vimeo player in a lazily loaded frame, or a link to the page
 * that holds it. Shared by the carousel and the fullscreen view.
 */
import type { VideoSource } from '../../domain/gallery.ts';

export function VideoSlide({ video, title, watchLabel }: { video: VideoSource; title: string; watchLabel: string }) {
  if (video.kind === 'file')
    // eslint-disable-next-line jsx-a11y-x/media-has-caption -- the stock feed gives a video file and no caption track to offer
    return <video className="gallery-video" src={video.src} controls preload="none" playsInline aria-label={title} />;
  if (video.kind === 'embed') {
    return (
      <iframe
        className="gallery-video"
        src={video.src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <a className="gallery-video gallery-video--link" href={video.href} target="_blank" rel="noopener">
      <PlayIcon />
      <span>{watchLabel}</span>
    </a>
  );
}

export function PlayIcon() {
  return (
    <svg className="gallery-play" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
