import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLcpDirective from '../../../src/site/after-lcp-directive.ts';
import { FakeImage, HoldsFirstImage } from '../../fixtures/first-image.ts';

// The island and its image are plain event targets (tests/fixtures/first-image.ts); frames are run by hand so a test
// can tell "before the paint" from "after it".

let frames: (() => void)[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function directive(island: HoldsFirstImage) {
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  afterLcpDirective(load, { name: 'SearchResults', value: '' }, island as unknown as HTMLElement);
  return { load, hydrate };
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client:after-lcp (src/site/after-lcp-directive.ts)', () => {
  it.each(['load', 'error'])(
    'loads nothing until the first card image fires %s and the next frame is painted',
    async (type) => {
      const image = new FakeImage();
      const { load, hydrate } = directive(new HoldsFirstImage(image));
      paintFrame();
      await settle();
      expect(load).not.toHaveBeenCalled();

      image.dispatchEvent(new Event(type));
      await settle();
      expect(load).not.toHaveBeenCalled();
      paintFrame();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['an image already loaded', new FakeImage(true)],
    ['no high-priority image', null],
  ])('with %s, hydrates after the next frame', async (_, image) => {
    const { load } = directive(new HoldsFirstImage(image));
    await settle();
    expect(load).not.toHaveBeenCalled();
    paintFrame();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'focusin'])(
    'a %s inside the island before the image has loaded hydrates at once, and only once',
    async (type) => {
      const image = new FakeImage();
      const island = new HoldsFirstImage(image);
      const { load, hydrate } = directive(island);
      island.dispatchEvent(new Event(type));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);

      image.dispatchEvent(new Event('load'));
      paintFrame();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );
});
