/**
 * The buttons on cards and the vehicle sidebar that keep the shopper's lists: the hearts (save-hearts.ts) and the
 * compare toggles (compare-toggles.ts). The lead dialogs' inline script (LeadDialogs.astro) loads this by URL on every
 * page with cards or a sidebar; it loads each module by URL only where the page has its buttons. One loader keeps that
 * inline script within a card page's 2 KB budget.
 */
import heartsUrl from './save-hearts.ts?chunk-url';
import compareUrl from './compare-toggles.ts?chunk-url';

if (document.querySelector('[data-save-car]')) void import(/* @vite-ignore */ heartsUrl);
if (document.querySelector('[data-compare-car]')) void import(/* @vite-ignore */ compareUrl);
