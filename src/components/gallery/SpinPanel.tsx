/**
 * The 360 viewer's panel: the view switch, then the stage of the chosen view with its hotspots and
 * the Fullscreen button. Draws the state it is given and sends the shopper's actions as events; any
 * press, key or focus inside counts as touching the viewer (auto-rotation stops for good).
 */
import type { PointerEvent } from 'react';
import { actionEvent } from '../../domain/car-action-events.ts';
import { arrowKeyStep } from '../../domain/gallery.ts';
import type { PlacedHotspot, SpinEvent, SpinState } from '../../domain/spin.ts';
import { fillString } from '../../domain/fill-string.ts';
import type { SpinViewerProps } from './gallery-props.ts';
import { ChevronIcon, FullscreenIcon } from './icons.tsx';
import { viewLabel } from './spin-labels.ts';

interface SpinPanelProps extends Omit<SpinViewerProps, 'hotspots'> {
  state: SpinState;
  dispatch: (event: SpinEvent) => void;
  /** The hotspots standing on the view and frame shown. */
  hotspots: PlacedHotspot[];
  inDialog: boolean;
}

export function SpinPanel(props: SpinPanelProps) {
  const { id, views, state, dispatch, text, inDialog } = props;
  const touch = () => {
    if (!state.touched) dispatch({ type: 'touch' });
  };
  return (
    <div
      className={`spin${inDialog ? ' spin--fullscreen' : ''}`}
      onPointerDownCapture={touch}
      onKeyDownCapture={touch}
      onFocusCapture={touch}
    >
      <div className="spin__toolbar">
        <fieldset className="spin__views">
          <legend className="visually-hidden">{text.views}</legend>
          {views.map((view) => (
            <label key={view} className={`spin__view${view === state.view ? ' spin__view--on' : ''}`}>
              <input
                type="radio"
                className="spin__radio"
                name={`${id}-view`}
                value={view}
                checked={view === state.view}
                onChange={() => dispatch({ type: 'view', view })}
              />
              <span>{viewLabel(view, text)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="spin__stage" data-view={state.view} data-frame={state.frame}>
        {state.view === 'spin' && <Turntable {...props} />}
        {state.view === 'images' && <Photos {...props} />}
        {state.view === 'interior' && props.interior && (
          <img
            className="spin__image"
            src={props.interior}
            alt={fillString(text.interiorAlt, { title: props.title })}
            width={1200}
            height={800}
            draggable={false}
          />
        )}
        <Hotspots {...props} />
        {state.view === 'spin' && !state.touched && <p className="spin__hint">{text.hint}</p>}
        <button
          type="button"
          className="spin__fullscreen"
          onClick={() => dispatch({ type: 'fullscreen', open: !inDialog })}
          // Opening it is the action (61); closing is not counted.
          {...(inDialog ? {} : actionEvent('spinFullscreen'))}
        >
          <FullscreenIcon />
          {inDialog ? text.exitFullscreen : text.fullscreen}
        </button>
      </div>
    </div>
  );
}

/** The car on its turntable: a slider from frame 1 to the last, turned by drag, swipe or arrow keys. */
function Turntable({ frames, state, dispatch, text }: SpinPanelProps) {
  const count = frames.length;
  const end = () => dispatch({ type: 'dragEnd' });
  return (
    <div
      className="spin__turntable"
      role="slider"
      tabIndex={0}
      aria-label={text.turn}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={state.frame + 1}
      aria-valuetext={fillString(text.angle, { frame: state.frame + 1, count })}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        dispatch({ type: 'dragStart', x: event.clientX });
      }}
      onPointerMove={(event) => {
        if (state.drag) dispatch({ type: 'dragMove', x: event.clientX });
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onKeyDown={(event) => {
        const step = arrowKeyStep(event);
        if (!step) return;
        event.preventDefault();
        dispatch({ type: 'step', by: step });
      }}
    >
      {/* Lazy: the turntable sits under the carousel, whose first photo is the page's largest paint (issue 20). */}
      <img
        className="spin__image"
        src={frames[state.frame]}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        draggable={false}
      />
    </div>
  );
}

/** The Images view: one photo at a time, with Previous and Next (wrapping) and its position. */
function Photos({ photos, state, dispatch, text, title }: SpinPanelProps) {
  const count = photos.length;
  const values = { index: state.imageIndex + 1, count };
  return (
    <>
      <img
        className="spin__image"
        src={photos[state.imageIndex]}
        alt={fillString(text.photoAlt, { title, ...values })}
        width={600}
        height={400}
        draggable={false}
      />
      {count > 1 && (
        <>
          <button
            type="button"
            className="spin__arrow spin__arrow--previous"
            aria-label={text.previous}
            onClick={() => dispatch({ type: 'image', by: -1 })}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="spin__arrow spin__arrow--next"
            aria-label={text.next}
            onClick={() => dispatch({ type: 'image', by: 1 })}
          >
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

/** Hotspots at this frame: buttons named by their title, each showing its description beside it. */
function Hotspots({ hotspots, state, dispatch, text }: SpinPanelProps) {
  if (!hotspots.length) return null;
  return (
    <ul className="spin__hotspots" aria-label={text.hotspots}>
      {hotspots.map((hotspot) => {
        const open = state.openHotspot === hotspot.id;
        const place = { left: `${hotspot.x}%`, top: `${hotspot.y}%` };
        return (
          <li key={hotspot.id}>
            <button
              type="button"
              className="spin__hotspot"
              style={place}
              aria-expanded={open}
              aria-controls={`${hotspot.id}-note`}
              onClick={() => dispatch({ type: 'hotspot', id: hotspot.id })}
            >
              <span className="visually-hidden">{hotspot.title}</span>
            </button>
            <p
              id={`${hotspot.id}-note`}
              className={`spin__note${hotspot.y > 55 ? ' spin__note--above' : ''}`}
              style={{ left: `${Math.min(Math.max(hotspot.x, 20), 80)}%`, top: place.top }}
              hidden={!open}
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
