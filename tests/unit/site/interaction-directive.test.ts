import { afterEach, describe, expect, it, vi } from 'vitest';
import interactionDirective from '../../../src/site/interaction-directive.ts';

// Node has no DOM: the island and the element it waits on are plain event targets with the two methods the
// directive calls (closest, contains), and the document only its focused element.
class FakeElement extends EventTarget {
  readonly #ancestor: FakeElement | null;
  readonly #inside: unknown[];
  constructor(ancestor: FakeElement | null = null, inside: unknown[] = []) {
    super();
    this.#ancestor = ancestor;
    this.#inside = inside;
  }
  closest(selector: string) {
    return selector === 'car-gallery' ? this.#ancestor : null;
  }
  contains(node: unknown) {
    return node === this || this.#inside.includes(node);
  }
}

function directive(value: string | boolean, island: FakeElement) {
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  interactionDirective(load, { name: 'CarGallery', value: value as string }, island as unknown as HTMLElement);
  return { load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client:interaction (src/site/interaction-directive.ts)', () => {
  it.each(['pointerover', 'pointerdown', 'keydown', 'focusin'])(
    'loads nothing until the first %s inside the element its value names, then hydrates once',
    async (type) => {
      vi.stubGlobal('document', { activeElement: null });
      const gallery = new FakeElement();
      const { load, hydrate } = directive('car-gallery', new FakeElement(gallery));
      await settle();
      expect(load).not.toHaveBeenCalled();

      gallery.dispatchEvent(new Event(type));
      gallery.dispatchEvent(new Event('focusin'));
      gallery.dispatchEvent(new Event('pointerdown'));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );

  it('without a value, waits on the island itself', async () => {
    vi.stubGlobal('document', { activeElement: null });
    const island = new FakeElement();
    const { load } = directive(true, island);
    island.dispatchEvent(new Event('keydown'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an event elsewhere on the page hydrates nothing', async () => {
    vi.stubGlobal('document', { activeElement: null });
    const elsewhere = new FakeElement();
    const { load } = directive('car-gallery', new FakeElement(new FakeElement()));
    elsewhere.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates at once when focus is already inside (the shopper reached it before the directive ran)', async () => {
    const focused = {};
    vi.stubGlobal('document', { activeElement: focused });
    const { load, hydrate } = directive('car-gallery', new FakeElement(new FakeElement(null, [focused])));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
