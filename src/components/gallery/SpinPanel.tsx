/**
 * The 360 spin section's markup (spec 01 §2, §4), rendered at build time only: the heading, the view switch (Spin,
 * Images, Interior as a radio group), the stage holding every view's pane (all but the first view hidden, their
 * images lazy so a hidden one is never fetched), the hotspots, the hint and the Fullscreen button, and the empty
 * modal <dialog> the panel moves into while fullscreen. <car-spin> (src/elements/car-spin.ts) brings it to life with
 * no framework: it turns, drags, switches views, pages the photos, opens hotspots and fullscreen, drawing the state of
 * the viewer's reducer (src/domain/spin.ts) into this markup. What it draws in the browser it draws the same way here
 * (the same class names, attributes and texts), so the first frame needs no script and the element moves nothing.
 */
import { actionEvent } from '../../domain/car-action-events.ts';
import { fillString } from '../../domain/fill-string.ts';
import { hotspotNote, hotspotsAtFrame, type PlacedHotspot, type SpinView } from '../../domain/spin.ts';
import type { SpinViewerProps } from './gallery-props.ts';
import { ChevronIcon, FullscreenIcon } from './icons.tsx';
import { viewLabel } from './spin-labels.ts';

export function SpinSection(props: SpinViewerProps) {
  const { id, title, text } = props;
  return (
    <section className="spin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="spin-section__heading">
        {text.heading}
      </h2>
      <div className="spin-holder">
        <SpinPanel {...props} />
      </div>
      <dialog className="spin-fullscreen" aria-label={`${text.heading}: ${title}`} />
    </section>
  );
}

function SpinPanel(props: SpinViewerProps) {
  const { id, views, initialView, text } = props;
  const shown = (view: SpinView) => view === initialView;
  return (
    <div className="spin">
      <div className="spin__toolbar">
        <fieldset className="spin__views">
          <legend className="visually-hidden">{text.views}</legend>
          {views.map((view) => (
            <label key={view} className={`spin__view${shown(view) ? ' spin__view--on' : ''}`}>
              <input
                type="radio"
                className="spin__radio"
                name={`${id}-view`}
                value={view}
                defaultChecked={shown(view)}
              />
              <span>{viewLabel(view, text)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="spin__stage" data-view={initialView} data-frame={0}>
        <div className="spin__pane" data-pane="spin" hidden={!shown('spin')}>
          <Turntable {...props} />
          <Hotspots hotspots={hotspotsAtFrame(props.hotspots.exterior, 0, `${id}-exterior`)} text={text.hotspots} />
          <p className="spin__hint">{text.hint}</p>
        </div>
        {views.includes('images') && (
          <div className="spin__pane" data-pane="images" hidden={!shown('images')}>
            <Photos {...props} />
          </div>
        )}
        {views.includes('interior') && props.interior && (
          <div className="spin__pane" data-pane="interior" hidden={!shown('interior')}>
            <img
              className="spin__image"
              src={props.interior}
              alt={fillString(text.interiorAlt, { title: props.title })}
              width={1200}
              height={800}
              loading="lazy"
              draggable={false}
            />
            {/* The interior is one panorama: its hotspots stand where the stock places them on frame 0. */}
            <Hotspots hotspots={hotspotsAtFrame(props.hotspots.interior, 0, `${id}-interior`)} text={text.hotspots} />
          </div>
        )}
        <button type="button" className="spin__fullscreen" {...actionEvent('spinFullscreen')}>
          <FullscreenIcon />
          <span className="spin__fullscreen-label">{text.fullscreen}</span>
        </button>
      </div>
    </div>
  );
}

/** The car on its turntable: a slider from frame 1 to the last, turned by drag, swipe or arrow keys. */
function Turntable({ frames, text }: SpinViewerProps) {
  const count = frames.length;
  return (
    <div
      className="spin__turntable"
      role="slider"
      tabIndex={0}
      aria-label={text.turn}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={1}
      aria-valuetext={fillString(text.angle, { frame: 1, count })}
    >
      {/* Lazy: the turntable sits under the carousel, whose first photo is the page's largest paint (issue 20). */}
      <img className="spin__image" src={frames[0]} alt="" width={1200} height={800} loading="lazy" draggable={false} />
    </div>
  );
}

/** The Images view: one photo at a time, with Previous and Next (wrapping) and its position. */
function Photos({ photos, text, title }: SpinViewerProps) {
  const values = { index: 1, count: photos.length };
  return (
    <>
      <img
        className="spin__image"
        src={photos[0]}
        alt={fillString(text.photoAlt, { title, ...values })}
        width={600}
        height={400}
        loading="lazy"
        draggable={false}
      />
      {photos.length > 1 && (
        <>
          <button type="button" className="spin__arrow spin__arrow--previous" aria-label={text.previous}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className="spin__arrow spin__arrow--next" aria-label={text.next}>
            <ChevronIcon direction="right" />
          </button>
        </>
      )}
      <p className="spin__count" aria-live="polite" aria-atomic="true">
        {fillString(text.position, values)}
      </p>
    </>
  );
}

/**
 * Hotspots: buttons named by their title, each showing its description beside it. The list is always there (empty
 * when none stands at the frame), so <car-spin> has a place to draw the exterior's as the car turns.
 */
function Hotspots({ hotspots, text }: { hotspots: PlacedHotspot[]; text: string }) {
  return (
    <ul className="spin__hotspots" aria-label={text} hidden={!hotspots.length}>
      {hotspots.map((hotspot) => {
        const note = hotspotNote(hotspot);
        return (
          <li key={hotspot.id}>
            <button
              type="button"
              className="spin__hotspot"
              style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
              aria-expanded={false}
              aria-controls={`${hotspot.id}-note`}
              data-hotspot={hotspot.id}
            >
              <span className="visually-hidden">{hotspot.title}</span>
            </button>
            <p
              id={`${hotspot.id}-note`}
              className={`spin__note${note.above ? ' spin__note--above' : ''}`}
              style={{ left: `${note.left}%`, top: `${note.top}%` }}
              hidden
            >
              <strong>{hotspot.title}</strong>
              {hotspot.description !== hotspot.title && <> {hotspot.description}</>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
