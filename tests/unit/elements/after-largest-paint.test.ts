import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installAfterLargestPaint } from '../../../src/elements/after-largest-paint.ts';
import { FakeImage, HoldsFirstImage } from '../../fixtures/first-image.ts';

// The document and its first photo are plain event targets (tests/fixtures/first-image.ts); frames and timers are run
// by hand, so a test can tell "before the paint" from "after it".
class FakeDocument extends HoldsFirstImage {
  readonly visibilityState: DocumentVisibilityState;
  constructor(image: FakeImage | null, visibilityState: DocumentVisibilityState = 'visible') {
    super(image);
    this.visibilityState = visibilityState;
  }
}

let frames: (() => void)[] = [];
let tasks: (() => void)[] = [];
const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
const paintFrame = () => {
  run(frames);
  run(tasks);
};

function install(doc: FakeDocument) {
  const win = {
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (task: () => void) => tasks.push(task),
  } as unknown as Window;
  const load = vi.fn();
  installAfterLargestPaint(win, doc as unknown as Document, load);
  return { queue: (url: string) => win.afterLargestPaint?.(url), load };
}

beforeEach(() => {
  frames = [];
  tasks = [];
});

describe('window.afterLargestPaint (src/elements/after-largest-paint.ts)', () => {
  it.each(['load', 'error'])('loads nothing until the first photo fires %s and the next frame is drawn', (type) => {
    const image = new FakeImage();
    const { queue, load } = install(new FakeDocument(image));
    queue('/_astro/car-gallery.js');
    queue('/_astro/car-tools.js');
    paintFrame();
    expect(load).not.toHaveBeenCalled();

    image.dispatchEvent(new Event(type));
    expect(load).not.toHaveBeenCalled();
    paintFrame();
    expect(load.mock.calls).toEqual([['/_astro/car-gallery.js'], ['/_astro/car-tools.js']]);
  });

  it('loads a script queued after the paint at once, and each script once', () => {
    const { queue, load } = install(new FakeDocument(new FakeImage(true)));
    queue('/_astro/view-count.js');
    paintFrame();
    queue('/_astro/start-page-analytics.js');
    paintFrame();
    expect(load.mock.calls).toEqual([['/_astro/view-count.js'], ['/_astro/start-page-analytics.js']]);
  });

  it('waits only for the next frame on a page without a high-priority image', () => {
    const { queue, load } = install(new FakeDocument(null));
    queue('/_astro/start-page-analytics.js');
    expect(load).not.toHaveBeenCalled();
    paintFrame();
    expect(load).toHaveBeenCalledWith('/_astro/start-page-analytics.js');
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('loads at once on a %s before the photo has loaded', (type) => {
    const doc = new FakeDocument(new FakeImage());
    const { queue, load } = install(doc);
    queue('/_astro/car-gallery.js');
    doc.dispatchEvent(new Event(type));
    expect(load).toHaveBeenCalledWith('/_astro/car-gallery.js');
  });

  it('loads at once in a hidden tab, which draws no frames', () => {
    const { queue, load } = install(new FakeDocument(new FakeImage(), 'hidden'));
    queue('/_astro/car-gallery.js');
    expect(load).toHaveBeenCalledWith('/_astro/car-gallery.js');
  });
});
