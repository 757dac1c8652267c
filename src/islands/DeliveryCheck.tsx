/**
 * The delivery check by postcode (spec 01 §4 "Delivery check: idle, loading, result, error", §5,
 * §8; issue 6 item 5). An empty postcode gives 'Please enter a postcode.' without a call; anything
 * else asks GET /api/delivery?postcode= (the postcode is otherwise unchecked on the client) and
 * shows the region and price, free delivery for a price of 0, or the server's own error text; a
 * network failure shows the no-estimate text. Results are announced (status), errors too (alert).
 */
import { useRef, useState, type FormEvent } from 'react';
import { deliveryOutcome, deliveryResultText } from '../domain/car-tools.ts';
import { formatMoney } from '../domain/format.ts';
import type { Strings } from '../domain/strings.ts';

export const DELIVERY_TEXT_KEYS = [
  'delivery.postcode', 'delivery.submit', 'delivery.checking', 'delivery.free', 'delivery.priced', 'delivery.emptyPostcode', 'delivery.noEstimate',
] as const;
export type DeliveryCheckText = Pick<Strings, (typeof DELIVERY_TEXT_KEYS)[number]>;

export interface DeliveryCheckProps {
  text: DeliveryCheckText;
  /** The delivery call; the same-origin functions app by default. */
  endpoint?: string;
}

type DeliveryState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'result'; text: string }
  | { kind: 'error'; message: string };

const INPUT_ID = 'delivery-postcode';
const ERROR_ID = 'delivery-error';

export default function DeliveryCheck({ text, endpoint = '/api/delivery' }: DeliveryCheckProps) {
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<DeliveryState>({ kind: 'idle' });
  // Only the latest check may answer: a slow reply to an earlier postcode is dropped.
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
      const response = await fetch(`${endpoint}?${new URLSearchParams({ postcode: postcode.trim() })}`, { headers: { accept: 'application/json' } });
      ok = response.ok;
      body = await response.json().catch(() => undefined);
    } catch (error) {
      console.warn('delivery check failed', error);
    }
    if (asked !== latest.current) return;
    const outcome = deliveryOutcome(ok, body, text['delivery.noEstimate']);
    setState(outcome.kind === 'result'
      ? { kind: 'result', text: deliveryResultText(outcome.estimate, { free: text['delivery.free'], priced: text['delivery.priced'] }, formatMoney) }
      : outcome);
  };

  const error = state.kind === 'error' ? state.message : null;
  return (
    <form className="tool-form delivery-check" onSubmit={check} noValidate aria-busy={state.kind === 'loading'}>
      <div className="delivery-check__row">
        <div className="tool-field">
          <label htmlFor={INPUT_ID}>{text['delivery.postcode']}</label>
          <div className="tool-field__control">
            <input
              id={INPUT_ID}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={postcode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              onChange={(event) => setPostcode(event.currentTarget.value)}
            />
          </div>
        </div>
        <button type="submit" className="btn">{text['delivery.submit']}</button>
      </div>
      <p className="tool-result" role="status">
        {state.kind === 'loading' && <span className="tool-result__note">{text['delivery.checking']}</span>}
        {state.kind === 'result' && <strong className="tool-result__value">{state.text}</strong>}
      </p>
      <p className="tool-error" role="alert" id={ERROR_ID}>{error}</p>
    </form>
  );
}
