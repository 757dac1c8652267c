/**
 * Every heart of the page (spec 01 §2 "favourite heart" on cards, the vehicle page's Favourite; §4 "Watchlist",
 * "Favourites"): the static cards, the cards the results and similar-cars islands render later, and the vehicle
 * page's own. One delegated listener and one painter, no framework: a heart is a plain `button[data-save-car]`
 * (VehicleCard.tsx, CarSidebar.astro) and this module, loaded by URL after the page (LeadDialogs.astro), paints
 * `aria-pressed` from the store and toggles it.
 *
 * - `data-save="favourites"`: the local favourites ($favourites); adding one sends the social content-view event
 *   (spec 01 §7 "a social-network content-view event on save").
 * - `data-save="watchlist"`: the signed-in watchlist ($watchlistIds). Signed out, a click goes to sign-in with a
 *   redirect back to this page carrying `?save=<car id>`; back here signed in, the car is saved and the parameter
 *   dropped. A failed call reverts the heart and shows the server's message in an alert (spec 01 §8).
 */
import { announceSocialContentView } from '../analytics/announce-event.ts';
import { saveOnReturn, signInToSaveUrl, type FavouriteEntry } from '../domain/watchlist.ts';
import { $favouriteIds, toggleFavourite } from '../stores/favourites.ts';
import { $watchlistError, $watchlistIds, loadWatchlist, toggleWatchlist } from '../stores/watchlist.ts';

export const SAVE_HEART_SELECTOR = 'button[data-save-car]';
const DISMISS = 'Dismiss';

const heartsOf = (root: ParentNode) => root.querySelectorAll<HTMLButtonElement>(SAVE_HEART_SELECTOR);
const carIdOf = (button: HTMLElement) => Number(button.dataset.saveCar);

/**
 * Sets each heart's pressed state (the HTML has none: until this runs the heart is not yet a toggle); a heart hidden
 * until saved (a sold car) shows once its car is saved.
 */
function paint(root: ParentNode, ids: readonly number[]): void {
  for (const button of heartsOf(root)) {
    const saved = ids.includes(carIdOf(button));
    button.setAttribute('aria-pressed', String(saved));
    if (saved) button.hidden = false;
  }
}

function entryOf(button: HTMLElement): FavouriteEntry | null {
  try {
    return JSON.parse(button.dataset.saveEntry ?? 'null') as FavouriteEntry | null;
  } catch {
    return null;
  }
}

/** The page's one alert for a failed watchlist call: a live region present from the start, shown with a message. */
function watchlistAlert(doc: Document): (message: string) => void {
  const box = doc.createElement('div');
  box.className = 'save-alert';
  box.hidden = true;
  const text = doc.createElement('p');
  text.setAttribute('role', 'alert');
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = DISMISS;
  dismiss.addEventListener('click', () => $watchlistError.set(''));
  box.append(text, dismiss);
  doc.body.append(box);
  return (message) => {
    text.textContent = message;
    box.hidden = message === '';
  };
}

async function toggle(button: HTMLButtonElement, mode: string): Promise<void> {
  const carId = carIdOf(button);
  if (mode === 'favourites') {
    const entry = entryOf(button);
    if (entry && toggleFavourite(entry)) announceSocialContentView(carId);
    return;
  }
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const outcome = await toggleWatchlist(carId);
    if (outcome.kind === 'sign-in') location.assign(signInToSaveUrl(location.pathname + location.search, carId));
    else if (outcome.kind === 'saved') announceSocialContentView(carId);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** Back from sign-in with `?save=<id>`: drop the parameter from the address at once, then save the car when signed in. */
function saveOnReturnFromSignIn(): void {
  const back = saveOnReturn(location.pathname + location.search + location.hash);
  if (back === null) return;
  history.replaceState(history.state, '', back.cleanPath);
  if (back.carId !== null) void toggleWatchlist(back.carId, 'save');
}

export function startSaveHearts(doc: Document): void {
  const mode = doc.querySelector<HTMLElement>(SAVE_HEART_SELECTOR)?.dataset.save;
  if (mode !== 'favourites' && mode !== 'watchlist') return;
  const $ids = mode === 'favourites' ? $favouriteIds : $watchlistIds;
  $ids.subscribe((ids) => paint(doc, ids));
  // Cards an island renders later (results, similar cars) are painted as they arrive, and a heart React reuses for
  // another car (its data-save-car changed) is painted again.
  new MutationObserver((records) => {
    const changed = records.some(
      (record) => record.type === 'attributes' || [...record.addedNodes].some((node) => node instanceof Element),
    );
    if (changed) paint(doc, $ids.get());
  }).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-save-car'] });
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(SAVE_HEART_SELECTOR);
    if (button) void toggle(button, mode);
  });
  if (mode === 'watchlist') {
    $watchlistError.subscribe(watchlistAlert(doc));
    saveOnReturnFromSignIn();
    void loadWatchlist();
  }
}

startSaveHearts(document);
