/**
 * /my-garage (issue 14 item 6; spec 01 §4 "Watchlist", §8 "Watchlist call failure: alert with the error message"):
 * the signed-in shopper's saved cars from GET /api/watchlist, each with its price and status today (garage-view.ts),
 * a link to its page while it has one, and Remove. Removing is optimistic (spec 01 §4 "list updated first, then the
 * call"): the row goes at once and comes back, with the call's error in the alert box, when POST
 * /api/watchlist/remove-car fails. An empty garage links to the search. The page's gate (GatedContent) shows this
 * only to a signed-in shopper, and the calls refuse anyone else (401).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GarageRow } from '../domain/my-garage.ts';
import { fillString } from '../domain/strings.ts';
import { revertSaved, toggleSaved } from '../domain/watchlist.ts';
import { garageRows, garageRowView, type GarageText } from '../components/my-garage/garage-view.ts';
import { $session, loadSession, signOut } from '../stores/session.ts';

interface MyGarageProps {
  text: GarageText;
  /** The tenant's default search page, for the empty garage. */
  searchHref: string;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; rows: GarageRow[] };

function errorOf(body: unknown, fallback: string): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : fallback;
}

/** The saved cars (GET /api/watchlist), or failed. */
async function loadRows(): Promise<Load> {
  try {
    const response = await fetch('/api/watchlist', { credentials: 'same-origin', cache: 'no-store' });
    const rows = response.ok ? garageRows(await response.json()) : null;
    if (rows === null) throw new Error(`watchlist answered ${response.status}`);
    return { kind: 'loaded', rows };
  } catch (error) {
    console.warn('Could not load the saved cars:', error);
    return { kind: 'failed' };
  }
}

export default function MyGarage({ text, searchHref }: MyGarageProps) {
  const session = useStore($session);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [saved, setSaved] = useState<number[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const show = useCallback((result: Load) => {
    if (result.kind === 'loaded') setSaved(result.rows.map((row) => row.car_id));
    setLoad(result);
  }, []);

  useEffect(() => {
    void loadSession();
    void loadRows().then(show);
  }, [show]);

  async function remove(carId: number, title: string) {
    const phone = session.user?.phone;
    if (!phone) return;
    setAlert(null);
    setSaved((ids) => toggleSaved(ids, carId));
    setNotice(fillString(text['garage.removed'], { name: title }));
    // Focus would be lost with the row: the list's heading takes it.
    heading.current?.focus();
    let failure: string | null = null;
    try {
      const response = await fetch('/api/watchlist/remove-car', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone_number: phone, car_id: carId }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || (body as { success?: unknown } | null)?.success !== true) {
        failure = errorOf(body, text['finance.unknownError']);
      }
    } catch (error) {
      console.warn('Could not remove the car:', error);
      failure = text['finance.unknownError'];
    }
    if (failure !== null) {
      setSaved((ids) => revertSaved(ids, carId, true));
      setNotice('');
      setAlert(failure);
    }
  }

  async function leave() {
    if (!(await signOut())) window.alert(text['account.signOutFailed']);
  }

  const rows = load.kind === 'loaded' ? load.rows.filter((row) => saved.includes(row.car_id)) : [];
  return (
    <div className="garage" aria-busy={load.kind === 'loading' || undefined}>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {notice}
      </p>
      {alert && (
        <div className="form-alert" role="alert">
          {alert}
        </div>
      )}
      {load.kind === 'loading' && <p role="status">{text['garage.loading']}</p>}
      {load.kind === 'failed' && (
        <div className="garage__failed">
          <p role="alert">{text['garage.loadFailed']}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setLoad({ kind: 'loading' });
              void loadRows().then(show);
            }}
          >
            {text['garage.retry']}
          </button>
        </div>
      )}
      {load.kind === 'loaded' && (
        <>
          <h2 className="visually-hidden" tabIndex={-1} ref={heading}>
            {text['garage.title']}
          </h2>
          {rows.length === 0 ? (
            <div className="garage__empty">
              <p>{text['garage.empty']}</p>
              <a className="btn" href={searchHref}>
                {text['garage.browse']}
              </a>
            </div>
          ) : (
            <ul className="garage__list">
              {rows.map((row) => {
                const view = garageRowView(row, text);
                return (
                  <li key={view.carId} className={`garage__row garage__row--${view.state}`} data-car-id={view.carId}>
                    <div className="garage__media">
                      {view.imageUrl ? (
                        <img src={view.imageUrl} alt="" width="160" height="107" loading="lazy" />
                      ) : null}
                    </div>
                    <div className="garage__body">
                      <h3 className="garage__title">{view.href ? <a href={view.href}>{view.title}</a> : view.title}</h3>
                      {view.price && <p className="garage__price">{view.price}</p>}
                      {view.note && <p className="garage__note">{view.note}</p>}
                    </div>
                    <button
                      type="button"
                      className="btn btn--outline garage__remove"
                      aria-label={fillString(text['garage.removeName'], { name: view.title })}
                      onClick={() => void remove(view.carId, view.title)}
                    >
                      {text['garage.remove']}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <p className="garage__sign-out">
        <button type="button" className="btn btn--outline" onClick={() => void leave()}>
          {text['account.signOut']}
        </button>
      </p>
    </div>
  );
}
