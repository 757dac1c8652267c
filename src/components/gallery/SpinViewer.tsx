/**
 * The 360 spin viewer (spec 01 §2, §4, §9): the spin section's island (src/islands/CarSpin.tsx) renders it on the
 * server, and until the shopper first reaches it the small <car-spin> element (src/elements/car-spin.ts) turns that
 * markup; the viewer then hydrates over it and takes over from where the still stands (issue 20).
 * Views Spin, Images and Interior as a radio group; on Spin the car turns one frame every 100 ms
 * until the shopper touches the viewer (never with reduced motion, never while it is off screen), a
 * drag or swipe turns it one frame per 20 px and the arrow keys one frame; hotspots are buttons that
 * show their description (drawn once hydrated: the still cannot place them as it turns). Fullscreen is a modal
 * <dialog> holding the same panel. The state and every rule live in src/domain/spin.ts; this file draws the state and
 * sends it events.
 */
import { useEffect, useReducer, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  autoRotates,
  eventsAfterHandover,
  hotspotsAtFrame,
  hydratedSpinState,
  initialSpinState,
  SPIN_AUTO_ROTATE_MS,
  spinReducer,
  type SpinEvent,
  type SpinState,
  type SpinStill,
} from '../../domain/spin.ts';
import type { SpinViewerProps } from './gallery-props.ts';
import { SpinPanel } from './SpinPanel.tsx';
import { useInView, usePrefersReducedMotion } from './use-carousel.ts';

const noSubscription = () => () => {};

export function SpinViewer({ still, ...props }: SpinViewerProps & { still: SpinStill | null }) {
  const { frames, photos, initialView, text } = props;
  const [state, dispatch] = useReducer(spinReducer, null, () =>
    hydratedSpinState(initialSpinState(initialView, frames.length, photos.length), still?.handover ?? null),
  );
  // False for the server render and the render hydrating it, true after: the hotspots are drawn from then on.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const drawnAt = useRef(state.frame);
  useEffect(() => {
    for (const event of eventsAfterHandover(still?.takeOver() ?? null, drawnAt.current)) dispatch(event);
  }, [still]);
  const reducedMotion = usePrefersReducedMotion();
  const holder = useRef<HTMLDivElement>(null);
  const onScreen = useInView(holder, { initial: true });
  const turning = autoRotates(state, reducedMotion) && onScreen;

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), SPIN_AUTO_ROTATE_MS);
    return () => clearInterval(timer);
  }, [turning]);

  // Every frame is fetched now, so a drag never waits on the network; a failure only leaves a gap.
  useEffect(() => {
    for (const src of frames) Object.assign(new Image(), { decoding: 'async', src });
  }, [frames]);

  return (
    <div ref={holder}>
      <FullscreenFrame state={state} dispatch={dispatch} label={`${text.heading}: ${props.title}`}>
        {(inDialog) => (
          <SpinPanel
            {...props}
            state={state}
            dispatch={dispatch}
            hotspots={hydrated ? placedHotspots(props, state) : []}
            inDialog={inDialog}
          />
        )}
      </FullscreenFrame>
    </div>
  );
}

function placedHotspots({ hotspots, id }: SpinViewerProps, state: SpinState) {
  if (state.view === 'spin') return hotspotsAtFrame(hotspots.exterior, state.frame, `${id}-exterior`);
  // The interior is one panorama: its hotspots stand where the stock places them on frame 0.
  if (state.view === 'interior') return hotspotsAtFrame(hotspots.interior, 0, `${id}-interior`);
  return [];
}

/**
 * The panel in the page, or in a modal dialog while fullscreen. The page keeps the panel's height
 * meanwhile, so nothing behind the dialog moves; closing returns focus to the Fullscreen button.
 */
function FullscreenFrame({
  state,
  dispatch,
  label,
  children,
}: {
  state: SpinState;
  dispatch: (event: SpinEvent) => void;
  label: string;
  children: (inDialog: boolean) => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const inline = useRef<HTMLDivElement>(null);
  const [keptHeight, setKeptHeight] = useState<number | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.fullscreen && !element.open) element.showModal();
    if (!state.fullscreen && element.open) element.close();
    if (!state.fullscreen && wasOpen.current) inline.current?.querySelector<HTMLElement>('.spin__fullscreen')?.focus();
    wasOpen.current = state.fullscreen;
  }, [state.fullscreen]);

  const open = state.fullscreen;
  return (
    <>
      <div
        ref={inline}
        style={open && keptHeight !== null ? { minHeight: keptHeight } : undefined}
        onClickCapture={(event) => {
          // Keep the page's layout before the panel moves into the dialog.
          if ((event.target as Element).closest('.spin__fullscreen') && inline.current)
            setKeptHeight(inline.current.offsetHeight);
        }}
      >
        {!open && children(false)}
      </div>
      <dialog
        ref={dialog}
        className="spin-fullscreen"
        aria-label={label}
        onClose={() => dispatch({ type: 'fullscreen', open: false })}
      >
        {open && children(true)}
      </dialog>
    </>
  );
}
