/**
 * `window.afterLargestPaint(url)`: load a page script (a chunk named by `?chunk-url`, src/site/chunk-url.ts) once the
 * page's largest paint is on screen, that is once its first `fetchpriority="high"` image has loaded (or failed) and
 * the next frame is drawn; at once on a page with no such image, in a hidden tab, or once the shopper points, types or
 * focuses anywhere first. Installed by SiteLayout's first script on a page whose largest paint is such an image (the
 * vehicle and results pages: `<SiteLayout afterLargestPaint>`); on other pages each caller loads its chunk once the
 * first frame is drawn (`requestAnimationFrame` then a task), so a page of 2 KB of script does not carry the helper and
 * a page whose largest paint is text fetches no script before it.
 *
 * Issue 20 item 2: the vehicle page's element scripts (gallery, spin, sidebar tools, view count, forms, analytics)
 * were six module scripts and a dozen chunks fetched as the HTML was parsed. Lighthouse's simulated slow 4G replays
 * every request that ended before the largest paint, so they queued with the first photo on six connections and
 * added about 0.3 s to the LCP. Nothing they do is needed before the first photo shows: the carousel swipes with CSS
 * scroll snap, and every one of them also starts on the first interaction. A global, not an import: each script
 * that queues stays inline (Astro inlines a script without imports), where a shared module would be a request.
 */
declare global {
  interface Window {
    /** Installed only on a page whose layout asks for it (SiteLayout's `afterLargestPaint`); without it a caller loads after the first frame. */
    afterLargestPaint?: (url: string) => void;
  }
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

type PageWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  afterLargestPaint?: (url: string) => void;
};
type PageDocument = Pick<Document, 'addEventListener' | 'removeEventListener' | 'querySelector' | 'visibilityState'>;

export function installAfterLargestPaint(
  win: PageWindow,
  doc: PageDocument,
  load: (url: string) => unknown = (url) => import(/* @vite-ignore */ url),
): void {
  const queued: string[] = [];
  let painted = false;
  const release = () => {
    if (painted) return;
    painted = true;
    for (const type of INTERACTIONS) doc.removeEventListener(type, release, true);
    for (const url of queued.splice(0)) load(url);
  };
  win.afterLargestPaint = (url) => {
    if (painted) load(url);
    else queued.push(url);
  };
  for (const type of INTERACTIONS) doc.addEventListener(type, release, { capture: true, passive: true });
  // A frame callback runs before the frame is drawn; a task queued from it runs once it is.
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(release, 0));
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (doc.visibilityState === 'hidden') release();
  else if (!image || image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint, { once: true });
    image.addEventListener('error', afterPaint, { once: true });
  }
}
