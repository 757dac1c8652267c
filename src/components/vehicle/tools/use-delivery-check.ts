/**
 * The delivery check's state (spec 01 §4 "Delivery check: idle, loading, result, error", §5, §8).
 * An empty postcode gives 'Please enter a postcode.' without a call; anything else asks GET
 * /api/delivery?postcode= (the postcode is otherwise unchecked on the client) and gives the region
 * and price, free delivery for a price of 0, or the server's own error text; a network failure
 * gives the no-estimate text. Only the latest check may answer: a slow reply to an earlier
 * postcode is dropped.
 */
import { useRef, useState, type FormEvent } from 'react';
import { deliveryOutcome, deliveryResultText } from '../../../domain/car-tools.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { Strings } from '../../../domain/strings.ts';

export const DELIVERY_TEXT_KEYS = [
  'delivery.postcode',
  'delivery.submit',
  'delivery.checking',
  'delivery.free',
  'delivery.priced',
  'delivery.emptyPostcode',
  'delivery.noEstimate',
] as const;
export type DeliveryCheckText = Pick<Strings, (typeof DELIVERY_TEXT_KEYS)[number]>;

export type DeliveryState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; text: string } | { kind: 'error'; message: string };

export interface DeliveryCheck {
  postcode: string;
  setPostcode: (postcode: string) => void;
  state: DeliveryState;
  check: (event: FormEvent) => Promise<void>;
}

/** `endpoint`: the delivery call (the same-origin functions app's /api/delivery). */
export function useDeliveryCheck(text: DeliveryCheckText, endpoint: string): DeliveryCheck {
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<DeliveryState>({ kind: 'idle' });
  const latest = useRef(0);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const asked = ++latest.current;
    if (postcode.trim() === '') {
      setState({ kind: 'error', message: text['delivery.emptyPostcode'] });
      return;
    }
    setState({ kind: 'loading' });
    let ok = false;
    let body: unknown;
    try {
      const response = await fetch(`${endpoint}?${new URLSearchParams({ postcode: postcode.trim() })}`, {
        headers: { accept: 'application/json' },
      });
      ok = response.ok;
      body = await response.json().catch(() => undefined);
    } catch (error) {
      console.warn('delivery check failed', error);
    }
    if (asked !== latest.current) return;
    const outcome = deliveryOutcome(ok, body, text['delivery.noEstimate']);
    setState(
      outcome.kind === 'result'
        ? {
            kind: 'result',
            text: deliveryResultText(
              outcome.estimate,
              { free: text['delivery.free'], priced: text['delivery.priced'] },
              formatMoney,
            ),
          }
        : outcome,
    );
  };

  return { postcode, setPostcode, state, check };
}
