/**
 * <car-spin>: the vehicle page's 360 spin section until its viewer hydrates (spec 01 §2, §9; issue 20), with no
 * framework. Its markup is the viewer's own server render (src/islands/CarSpin.tsx); this element makes it turn by
 * itself every 100 ms while on screen (never with reduced motion, never once touched) and answers a drag, a swipe and
 * the arrow keys on the turntable, all through the viewer's reducer (src/domain/spin.ts), so the first screen of a
 * spin car loads no React. The viewer hydrates on the first pointer, key or focus in here
 * (`client:interaction="car-spin"`) and takes over from where the still stands (`takeOver`); a press on one of its
 * controls before then (a view, Fullscreen, an arrow) is held and sent to the viewer once it has.
 */
import { fillString } from '../domain/fill-string.ts';
import { arrowKeyStep } from '../domain/gallery.ts';
import {
  autoRotates,
  initialSpinState,
  SPIN_AUTO_ROTATE_MS,
  SPIN_VIEWS,
  spinReducer,
  type SpinEvent,
  type SpinHandover,
  type SpinState,
  type SpinStill,
  type SpinView,
} from '../domain/spin.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const POINTER_ENDS = ['pointerup', 'pointercancel', 'lostpointercapture'] as const;

/** The viewer event a press on this control of the server-rendered viewer stands for. */
function controlEvent(control: Element): SpinEvent | null {
  if (control.matches('.spin__fullscreen')) return { type: 'fullscreen', open: true };
  if (control.matches('.spin__arrow--previous')) return { type: 'image', by: -1 };
  if (control.matches('.spin__arrow--next')) return { type: 'image', by: 1 };
  const view = control.querySelector('input')?.value ?? (control as HTMLInputElement).value;
  return SPIN_VIEWS.includes(view as SpinView) ? { type: 'view', view: view as SpinView } : null;
}

class CarSpinElement extends HTMLElement implements SpinStill {
  #frames: string[] = [];
  #state: SpinState = initialSpinState('spin', 0, 0);
  #pending: SpinEvent | null = null;
  #timer = 0;
  #onScreen = false;
  #preloaded = false;
  #takenOver = false;
  #observer: IntersectionObserver | null = null;

  connectedCallback() {
    const stage = this.querySelector<HTMLElement>('.spin__stage');
    if (!stage || this.#takenOver) return;
    this.#frames = JSON.parse(this.dataset.frames ?? '[]') as string[];
    this.#state = initialSpinState((stage.dataset.view as SpinView) ?? 'spin', this.#frames.length, 0);
    this.#listen(true);
    this.#observer = new IntersectionObserver((entries) => {
      this.#onScreen = entries.some((entry) => entry.isIntersecting);
      if (this.#onScreen) this.#preload();
      this.#update();
    });
    this.#observer.observe(stage);
  }

  disconnectedCallback() {
    this.#stop();
  }

  get handover(): SpinHandover {
    const { frame, drag, touched } = this.#state;
    return { frame, drag, touched, pending: this.#pending };
  }

  /** The viewer has hydrated over this markup: the still stops for good and hands over where it stands. */
  takeOver(): SpinHandover {
    const handover = this.handover;
    this.#takenOver = true;
    this.#pending = null;
    this.#stop();
    return handover;
  }

  #stop() {
    this.#listen(false);
    this.#observer?.disconnect();
    this.#observer = null;
    clearInterval(this.#timer);
    this.#timer = 0;
  }

  #listen(on: boolean) {
    const listeners = [
      ['click', this.#onClick],
      ['keydown', this.#onKeyDown],
      ['focusin', this.#touch],
      ['pointerdown', this.#onPointerDown],
      ['pointermove', this.#onPointerMove],
      ...POINTER_ENDS.map((type) => [type, this.#onPointerEnd] as const),
    ] as const;
    for (const [type, listener] of listeners) {
      if (on) this.addEventListener(type, listener as EventListener);
      else this.removeEventListener(type, listener as EventListener);
    }
  }

  #send(event: SpinEvent) {
    const next = spinReducer(this.#state, event);
    if (next === this.#state) return;
    this.#state = next;
    this.#render();
    this.#update();
  }

  /** Turns while on screen, untouched, on Spin, and the shopper has not asked for less motion. */
  #update() {
    const turning = !this.#takenOver && this.#onScreen && autoRotates(this.#state, matchMedia(REDUCED_MOTION).matches);
    if (turning && !this.#timer)
      this.#timer = window.setInterval(() => this.#send({ type: 'tick' }), SPIN_AUTO_ROTATE_MS);
    if (!turning && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = 0;
    }
  }

  /** Every frame is fetched once the section is in view, so a turn or a drag never waits on the network. */
  #preload() {
    if (this.#preloaded) return;
    this.#preloaded = true;
    for (const src of this.#frames) Object.assign(new Image(), { decoding: 'async', src });
  }

  /** Draws the state the way the viewer would: the frame, the slider's value and the hint. */
  #render() {
    const { frame, touched } = this.#state;
    this.querySelector<HTMLElement>('.spin__stage')?.setAttribute('data-frame', String(frame));
    const turntable = this.querySelector('.spin__turntable');
    const image = turntable?.querySelector('img');
    if (turntable && image) {
      image.src = this.#frames[frame] ?? image.src;
      turntable.setAttribute('aria-valuenow', String(frame + 1));
      const angle = this.dataset.angle ?? '';
      turntable.setAttribute('aria-valuetext', fillString(angle, { frame: frame + 1, count: this.#frames.length }));
    }
    const hint = this.querySelector<HTMLElement>('.spin__hint');
    if (hint) hint.hidden = touched;
  }

  #touch = () => this.#send({ type: 'touch' });

  /** A press on a control does nothing yet (a radio stays as it was): the viewer answers it once it has taken over. */
  #onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest('button, label, input');
    if (!control || !this.contains(control)) return;
    event.preventDefault();
    this.#pending = controlEvent(control) ?? this.#pending;
    this.#touch();
  };

  #onKeyDown = (event: KeyboardEvent) => {
    this.#touch();
    const step = arrowKeyStep(event);
    if (!step || !(event.target as Element).closest('.spin__turntable')) return;
    event.preventDefault();
    this.#send({ type: 'step', by: step });
  };

  #onPointerDown = (event: PointerEvent) => {
    this.#touch();
    const turntable = (event.target as Element).closest<HTMLElement>('.spin__turntable');
    if (!turntable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    turntable.setPointerCapture(event.pointerId);
    this.#send({ type: 'dragStart', x: event.clientX });
  };

  #onPointerMove = (event: PointerEvent) => {
    if (this.#state.drag) this.#send({ type: 'dragMove', x: event.clientX });
  };

  #onPointerEnd = () => this.#send({ type: 'dragEnd' });
}

if (!customElements.get('car-spin')) customElements.define('car-spin', CarSpinElement);
