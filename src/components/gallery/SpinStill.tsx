/**
 * The 360 viewer before its code arrives: its toolbar and stage at their final sizes, the first
 * view's first image (loaded lazily: the section is below the fold) and the 'Swipe to spin' hint.
 * Nothing here is a control yet, so nothing takes a click or a Tab that would do nothing.
 */
import { fillString } from '../../domain/fill-string.ts';
import type { SpinViewerProps } from './gallery-props.ts';
import { FullscreenIcon } from './icons.tsx';
import { viewLabel } from './spin-labels.ts';

export function SpinStill({ title, frames, photos, interior, views, initialView, text }: SpinViewerProps) {
  const src = (initialView === 'images' ? photos[0] : initialView === 'interior' ? interior : frames[0]) ?? frames[0];
  return (
    <div className="spin" aria-busy="true">
      <div className="spin__toolbar" aria-hidden="true">
        <div className="spin__views">
          {views.map((view) => (
            <span key={view} className={`spin__view${view === initialView ? ' spin__view--on' : ''}`}>
              <span>{viewLabel(view, text)}</span>
            </span>
          ))}
        </div>
      </div>
      <div className="spin__stage">
        <img
          className="spin__image"
          src={src}
          alt={fillString(text.alt, { title })}
          width={1200}
          height={800}
          loading="lazy"
          draggable={false}
        />
        {initialView === 'spin' && <p className="spin__hint">{text.hint}</p>}
        <span className="spin__fullscreen" aria-hidden="true">
          <FullscreenIcon />
          {text.fullscreen}
        </span>
      </div>
    </div>
  );
}
