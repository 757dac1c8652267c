import { describe, expect, it } from 'vitest';
import { afterLargestPaintUrls } from '../../../scripts/bench/page-weight.ts';

// The car page's scripts as built (src/sections/vehicle/*.astro): each binds its chunk's URL to a name and queues it.
describe('the chunks a page queues on window.afterLargestPaint, counted as its own', () => {
  it("finds the URL a built script queues, under the minifier's name", () => {
    const gallery =
      'var e=`/_astro/car-gallery._usgH_Xg.js`;window.afterLargestPaint?window.afterLargestPaint(e):import(e);';
    expect(afterLargestPaintUrls(gallery)).toEqual(['/_astro/car-gallery._usgH_Xg.js']);
  });

  it('takes only the queued one of several URLs (a click-only chunk in the same script is not)', () => {
    const dialogs =
      'var e=`/_astro/LeadDialogRoot.BYbywrLG.js`,t=1;r(document,e);var i=`/_astro/car-buttons.fGuOEBKG.js`;' +
      'window.afterLargestPaint?window.afterLargestPaint(i):import(i);';
    expect(afterLargestPaintUrls(dialogs)).toEqual(['/_astro/car-buttons.fGuOEBKG.js']);
  });

  it('finds each of two queued by one script, whose fallback waits for the first frame', () => {
    const carousel =
      'var e=`/_astro/locations-carousel.A1.js`,t=`/_astro/open-now.B2.js`;' +
      'window.afterLargestPaint?window.afterLargestPaint(e):requestAnimationFrame(()=>setTimeout(()=>import(e))),' +
      'window.afterLargestPaint?window.afterLargestPaint(t):requestAnimationFrame(()=>setTimeout(()=>import(t)));';
    expect(afterLargestPaintUrls(carousel)).toEqual(['/_astro/locations-carousel.A1.js', '/_astro/open-now.B2.js']);
  });

  it('finds nothing in a script that queues nothing', () => {
    expect(afterLargestPaintUrls('var e=`/_astro/nav-dropdowns.CPcGsCO0.js`;import(e);')).toEqual([]);
  });
});
