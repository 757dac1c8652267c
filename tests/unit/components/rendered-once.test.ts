import { describe, expect, it } from 'vitest';
import { renderedOnce } from '../../../src/components/rendered-once.ts';

/** A render that counts its calls and answers `markup`. */
function counted(markup: string) {
  const render = async () => {
    render.calls += 1;
    return markup;
  };
  render.calls = 0;
  return render;
}

describe('markup rendered once for every page of a build (issue 20 item 4)', () => {
  it('renders on the first ask and answers the same string to every later page', async () => {
    const owner = {};
    const render = counted('<footer>Stock as at 6 Dec 2026</footer>');
    const pages = [];
    for (let page = 0; page < 5; page++) pages.push(await renderedOnce(owner, 'site-footer', render));
    expect(render.calls).toBe(1);
    expect(new Set(pages)).toEqual(new Set(['<footer>Stock as at 6 Dec 2026</footer>']));
  });

  it('renders once when pages ask at the same time (Astro renders several at once)', async () => {
    const owner = {};
    const render = counted('<header>Menu</header>');
    const pages = await Promise.all(Array.from({ length: 16 }, () => renderedOnce(owner, 'site-header', render)));
    expect(render.calls).toBe(1);
    expect(pages.every((html) => html === '<header>Menu</header>')).toBe(true);
  });

  it("keeps each name apart, and never shows one owner's (tenant's) markup to another", async () => {
    const harbour = {};
    const southside = {};
    expect(await renderedOnce(harbour, 'site-footer', counted('harbour footer'))).toBe('harbour footer');
    expect(await renderedOnce(harbour, 'site-header', counted('harbour header'))).toBe('harbour header');
    expect(await renderedOnce(southside, 'site-footer', counted('southside footer'))).toBe('southside footer');
    expect(await renderedOnce(harbour, 'site-footer', counted('other'))).toBe('harbour footer');
  });

  it('refuses an island: its element carries ids counted per page', async () => {
    const island = '<astro-island uid="Z1" prefix="r3" component-url="/_astro/Form.js"></astro-island>';
    await expect(renderedOnce({}, 'lead-forms', counted(island))).rejects.toThrow(
      'lead-forms holds an island, which cannot be rendered once for every page',
    );
  });
});
