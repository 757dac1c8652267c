/**
 * <car-spin>: the vehicle page's 360 spin viewer (spec 01 §2, §4, §9), with no framework (issue 20: a spin car loads
 * no React for it). Its markup is the section's build-time render (src/components/gallery/SpinPanel.tsx); this element
 * keeps the viewer's state with the reducer in src/domain/spin.ts and draws it into that markup:
 * - on Spin the car turns one frame every 100 ms while on screen, until the shopper touches the viewer (never with
 *   reduced motion); a drag or swipe turns it one frame per 20 px and the arrow keys one frame; the exterior hotspots
 *   standing at the frame are drawn as it turns;
 * - the views (Spin, Images, Interior) switch as a radio group; Images pages through the photos with wrap-around;
 * - a hotspot's button shows or hides its description;
 * - Fullscreen moves the panel into a modal <dialog> (the page keeps the panel's height meanwhile, so nothing behind
 *   it moves); Escape or Exit fullscreen moves it back and returns focus to the Fullscreen button.
 */
import { ACTION_EVENT_ATTRIBUTE } from '../domain/car-action-events.ts';
import { fillString } from '../domain/fill-string.ts';
import { arrowKeyStep } from '../domain/gallery.ts';
import {
  autoRotates,
  hotspotNote,
  hotspotsAtFrame,
  initialSpinState,
  SPIN_AUTO_ROTATE_MS,
  SPIN_VIEWS,
  spinReducer,
  type PlacedHotspot,
  type SpinEvent,
  type SpinHotspot,
  type SpinState,
  type SpinView,
} from '../domain/spin.ts';

/** What the section's markup gives the element in `data-spin` (src/sections/vehicle/CarSpinSection.astro). */
export interface CarSpinData {
  id: string;
  title: string;
  frames: string[];
  photos: string[];
  exterior: SpinHotspot[];
  text: { angle: string; photoAlt: string; position: string; fullscreen: string; exitFullscreen: string };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const POINTER_ENDS = ['pointerup', 'pointercancel', 'lostpointercapture'] as const;

/** The viewer event a press on this control stands for, or null (not a control). */
function controlEvent(control: Element, opened: boolean): SpinEvent | null {
  if (control.matches('.spin__fullscreen')) return { type: 'fullscreen', open: !opened };
  if (control.matches('.spin__arrow--previous')) return { type: 'image', by: -1 };
  if (control.matches('.spin__arrow--next')) return { type: 'image', by: 1 };
  const hotspot = control.getAttribute('data-hotspot');
  return hotspot ? { type: 'hotspot', id: hotspot } : null;
}

class CarSpinElement extends HTMLElement {
  #data: CarSpinData | null = null;
  #state: SpinState = initialSpinState('spin', 0, 0);
  #timer = 0;
  #onScreen = false;
  #preloaded = false;
  #observer: IntersectionObserver | null = null;
  /** The exterior hotspots drawn, by their ids at the frame: redrawn only when another set stands there. */
  #drawnHotspots = '';
  /** The Fullscreen button's analytics event, taken off it while fullscreen (closing is not counted). */
  #fullscreenEvent: string | null = null;

  connectedCallback() {
    const stage = this.querySelector<HTMLElement>('.spin__stage');
    if (!stage || this.#data) return;
    const data = JSON.parse(this.dataset.spin ?? 'null') as CarSpinData | null;
    if (!data) return;
    this.#data = data;
    this.#state = initialSpinState((stage.dataset.view as SpinView) ?? 'spin', data.frames.length, data.photos.length);
    this.#drawnHotspots = this.#hotspotKey(this.#exteriorAt(0));
    this.#fullscreenEvent =
      this.querySelector<HTMLElement>('.spin__fullscreen')?.getAttribute(ACTION_EVENT_ATTRIBUTE) ?? null;
    this.#listen(true);
    this.#observer = new IntersectionObserver((entries) => {
      this.#onScreen = entries.some((entry) => entry.isIntersecting);
      if (this.#onScreen) this.#preload();
      this.#update();
    });
    this.#observer.observe(stage);
    // A view the shopper picked before this script arrived (the radio is native): show it now.
    const picked = this.querySelector<HTMLInputElement>('.spin__radio:checked');
    const view = picked?.value as SpinView | undefined;
    if (view && view !== this.#state.view && SPIN_VIEWS.includes(view)) this.#send({ type: 'view', view });
  }

  disconnectedCallback() {
    this.#listen(false);
    this.#observer?.disconnect();
    this.#observer = null;
    clearInterval(this.#timer);
    this.#timer = 0;
    this.#data = null;
  }

  #listen(on: boolean) {
    const listeners = [
      ['click', this.#onClick],
      ['change', this.#onChange],
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
    const dialog = this.querySelector('dialog');
    if (on) dialog?.addEventListener('close', this.#onDialogClose);
    else dialog?.removeEventListener('close', this.#onDialogClose);
  }

  #send(event: SpinEvent) {
    const next = spinReducer(this.#state, event);
    if (next === this.#state) return;
    const before = this.#state;
    this.#state = next;
    this.#render(before);
    this.#update();
  }

  /** Turns while on screen, untouched, on Spin, and the shopper has not asked for less motion. */
  #update() {
    const turning = this.#onScreen && autoRotates(this.#state, matchMedia(REDUCED_MOTION).matches);
    if (turning && !this.#timer)
      this.#timer = window.setInterval(() => this.#send({ type: 'tick' }), SPIN_AUTO_ROTATE_MS);
    if (!turning && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = 0;
    }
  }

  /** Every frame is fetched once the section is in view, so a turn or a drag never waits on the network. */
  #preload() {
    if (this.#preloaded || !this.#data) return;
    this.#preloaded = true;
    for (const src of this.#data.frames) Object.assign(new Image(), { decoding: 'async', src });
  }

  #exteriorAt(frame: number): PlacedHotspot[] {
    const data = this.#data!;
    return hotspotsAtFrame(data.exterior, frame, `${data.id}-exterior`);
  }

  #hotspotKey = (hotspots: PlacedHotspot[]) => hotspots.map(({ id, x, y }) => `${id}@${x},${y}`).join(' ');

  /**
   * Draws what changed from `before` into the markup, as SpinPanel.tsx renders it: a tick of the auto-rotation (every
   * 100 ms) touches only the turntable and the hotspots standing at the frame.
   */
  #render(before: SpinState) {
    const state = this.#state;
    const stage = this.querySelector<HTMLElement>('.spin__stage')!;
    if (state.view !== before.view) this.#drawView(stage);
    if (state.frame !== before.frame) {
      stage.dataset.frame = String(state.frame);
      this.#drawTurntable();
      this.#drawExteriorHotspots();
    }
    if (state.imageIndex !== before.imageIndex) this.#drawPhoto();
    if (state.frame !== before.frame || state.openHotspot !== before.openHotspot) this.#drawOpenHotspot();
    if (state.touched !== before.touched) {
      const hint = this.querySelector<HTMLElement>('.spin__hint');
      if (hint) hint.hidden = state.touched;
    }
    if (state.fullscreen !== before.fullscreen) this.#drawFullscreen();
  }

  #drawView(stage: HTMLElement) {
    const { view } = this.#state;
    stage.dataset.view = view;
    for (const pane of this.querySelectorAll<HTMLElement>('.spin__pane')) pane.hidden = pane.dataset.pane !== view;
    for (const radio of this.querySelectorAll<HTMLInputElement>('.spin__radio')) {
      radio.checked = radio.value === view;
      radio.closest('.spin__view')?.classList.toggle('spin__view--on', radio.checked);
    }
  }

  #drawOpenHotspot() {
    for (const button of this.querySelectorAll<HTMLElement>('[data-hotspot]')) {
      const open = button.dataset.hotspot === this.#state.openHotspot;
      button.setAttribute('aria-expanded', String(open));
      const note = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (note) note.hidden = !open;
    }
  }

  #drawTurntable() {
    const { frame } = this.#state;
    const data = this.#data!;
    const turntable = this.querySelector<HTMLElement>('.spin__turntable');
    const image = turntable?.querySelector('img');
    if (!turntable || !image) return;
    image.src = data.frames[frame] ?? image.src;
    turntable.setAttribute('aria-valuenow', String(frame + 1));
    turntable.setAttribute(
      'aria-valuetext',
      fillString(data.text.angle, { frame: frame + 1, count: data.frames.length }),
    );
  }

  #drawPhoto() {
    const data = this.#data!;
    const pane = this.querySelector<HTMLElement>('[data-pane="images"]');
    const image = pane?.querySelector('img');
    if (!pane || !image) return;
    const values = { index: this.#state.imageIndex + 1, count: data.photos.length };
    image.src = data.photos[this.#state.imageIndex] ?? image.src;
    image.alt = fillString(data.text.photoAlt, { title: data.title, ...values });
    const count = pane.querySelector('.spin__count');
    if (count) count.textContent = fillString(data.text.position, values);
  }

  /** The exterior hotspots standing at the frame; the same set where they stood is left as it is (its focus kept). */
  #drawExteriorHotspots() {
    const list = this.querySelector<HTMLElement>('[data-pane="spin"] .spin__hotspots');
    const hotspots = this.#exteriorAt(this.#state.frame);
    const key = this.#hotspotKey(hotspots);
    if (!list || key === this.#drawnHotspots) return;
    this.#drawnHotspots = key;
    list.replaceChildren(...hotspots.map(hotspotItem));
    list.hidden = hotspots.length === 0;
  }

  #drawFullscreen() {
    const data = this.#data!;
    const panel = this.querySelector<HTMLElement>('.spin');
    const holder = this.querySelector<HTMLElement>('.spin-holder');
    const dialog = this.querySelector<HTMLDialogElement>('dialog');
    const button = this.querySelector<HTMLElement>('.spin__fullscreen');
    if (!panel || !holder || !dialog || !button) return;
    const open = this.#state.fullscreen;
    const label = button.querySelector('.spin__fullscreen-label');
    if (label) label.textContent = open ? data.text.exitFullscreen : data.text.fullscreen;
    // Opening it is the action counted (61, by the page's analytics as the click starts); closing is not.
    if (open || this.#fullscreenEvent === null) button.removeAttribute(ACTION_EVENT_ATTRIBUTE);
    else button.setAttribute(ACTION_EVENT_ATTRIBUTE, this.#fullscreenEvent);
    panel.classList.toggle('spin--fullscreen', open);
    if (open) {
      holder.style.minHeight = `${holder.offsetHeight}px`;
      dialog.append(panel);
      if (!dialog.open) dialog.showModal();
      return;
    }
    holder.append(panel);
    holder.style.minHeight = '';
    if (dialog.open) dialog.close();
    button.focus();
  }

  #touch = () => this.#send({ type: 'touch' });

  #onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest('button');
    if (!control || !this.contains(control)) return;
    const action = controlEvent(control, this.#state.fullscreen);
    if (action) this.#send(action);
  };

  #onChange = (event: Event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.matches('.spin__radio') && SPIN_VIEWS.includes(radio.value as SpinView))
      this.#send({ type: 'view', view: radio.value as SpinView });
  };

  /** Escape closes the dialog itself: the state follows. */
  #onDialogClose = () => this.#send({ type: 'fullscreen', open: false });

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

/** One hotspot as SpinPanel.tsx renders it: its button at its point, and its description beside it. */
function hotspotItem(hotspot: PlacedHotspot): HTMLLIElement {
  const note = hotspotNote(hotspot);
  const item = document.createElement('li');
  const button = Object.assign(document.createElement('button'), { type: 'button', className: 'spin__hotspot' });
  Object.assign(button.style, { left: `${hotspot.x}%`, top: `${hotspot.y}%` });
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', `${hotspot.id}-note`);
  button.dataset.hotspot = hotspot.id;
  const name = Object.assign(document.createElement('span'), {
    className: 'visually-hidden',
    textContent: hotspot.title,
  });
  button.append(name);
  const description = Object.assign(document.createElement('p'), {
    id: `${hotspot.id}-note`,
    className: `spin__note${note.above ? ' spin__note--above' : ''}`,
    hidden: true,
  });
  Object.assign(description.style, { left: `${note.left}%`, top: `${note.top}%` });
  description.append(Object.assign(document.createElement('strong'), { textContent: hotspot.title }));
  if (hotspot.description !== hotspot.title) description.append(` ${hotspot.description}`);
  item.append(button, description);
  return item;
}

if (!customElements.get('car-spin')) customElements.define('car-spin', CarSpinElement);
