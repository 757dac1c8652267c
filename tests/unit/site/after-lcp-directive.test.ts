import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLcpDirective from '../../../src/site/after-lcp-directive.ts';
import { FakeImage, HoldsFirstImage } from '../../fixtures/first-image.ts';

// The island and its image are plain event targets (tests/fixtures/first-image.ts); frames are run by hand so a test
// can tell "before the paint" from "after it".

/** An island: its first image, its data attributes and the attributes Astro's island reads (props, component-url). */
class FakeIsland extends HoldsFirstImage {
  readonly dataset: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

let frames: (() => void)[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function directive(island: FakeIsland) {
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
      const { load, hydrate } = directive(new FakeIsland(image));
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
    const { load } = directive(new FakeIsland(image));
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
      const island = new FakeIsland(image);
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

  describe('an island whose props the build moved to a file (data-props-url, scripts/island-props-files.ts)', () => {
    const PROPS = '{"query":[0,"ute"]}';

    it('fetches them after the paint, sets them before the island has its code, then hydrates once', async () => {
      const island = new FakeIsland(null);
      island.dataset.propsUrl = '/island-props/abc.json';
      const order: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          order.push(`fetch ${url}`);
          return new Response(PROPS);
        }),
      );
      const hydrate = vi.fn(async () => undefined);
      const load = vi.fn(async () => {
        order.push(`load with props ${island.getAttribute('props')}`);
        return hydrate;
      });
      afterLcpDirective(load, { name: 'SearchResults', value: '' }, island as unknown as HTMLElement);
      await settle();
      expect(order).toEqual([]);
      paintFrame();
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      expect(order).toEqual(['fetch /island-props/abc.json', `load with props ${PROPS}`]);
    });

    it('props that cannot be fetched leave the page as served: no code loaded, a warning, no unhandled error', async () => {
      const island = new FakeIsland(null);
      island.dataset.propsUrl = '/island-props/gone.json';
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('Not found', { status: 404 })),
      );
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { load } = directive(island);
      paintFrame();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(String(warn.mock.calls[0]![1])).toContain('island props /island-props/gone.json: HTTP 404');
      expect(load).not.toHaveBeenCalled();
      expect(island.getAttribute('props')).toBeNull();
      warn.mockRestore();
    });
  });
});
