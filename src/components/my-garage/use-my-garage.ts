/**
 * /my-garage's state and actions (issue 14 item 6; spec 01 §4 "Watchlist", §8 "Watchlist call failure: alert with the
 * error message"), for MyGarageView: the saved cars from GET /api/watchlist, Remove optimistic (spec 01 §4 "list
 * updated first, then the call") with the row back and the call's error shown when POST /api/watchlist/remove-car
 * fails, and Sign Out. `fetch` is injected for tests.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GarageRow } from '../../domain/my-garage.ts';
import { fillString } from '../../domain/fill-string.ts';
import { revertSaved, toggleSaved } from '../../domain/watchlist.ts';
import { $session, loadSession, signOut } from '../../stores/session.ts';
import { garageRows, type GarageText } from './garage-view.ts';

type Fetch = typeof fetch;
const browserFetch: Fetch = (...args) => fetch(...args);

export type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; rows: GarageRow[] };

function errorOf(body: unknown, fallback: string): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : fallback;
}

/** The saved cars (GET /api/watchlist), or failed. */
async function loadRows(fetchImpl: Fetch): Promise<Load> {
  try {
    const response = await fetchImpl('/api/watchlist', { credentials: 'same-origin', cache: 'no-store' });
    const rows = response.ok ? garageRows(await response.json()) : null;
    if (rows === null) throw new Error(`watchlist answered ${response.status}`);
    return { kind: 'loaded', rows };
  } catch (error) {
    console.warn('Could not load the saved cars:', error);
    return { kind: 'failed' };
  }
}

export function useMyGarage(text: GarageText, fetchImpl: Fetch = browserFetch) {
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
    void loadRows(fetchImpl).then(show);
  }, [fetchImpl, show]);

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
      const response = await fetchImpl('/api/watchlist/remove-car', {
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
  return {
    load,
    rows,
    alert,
    notice,
    heading,
    remove,
    leave,
    retry: () => {
      setLoad({ kind: 'loading' });
      void loadRows(fetchImpl).then(show);
    },
  };
}

export type MyGarageState = ReturnType<typeof useMyGarage>;
