/**
 * The delivery check's markup (spec 01 §4, §5, §8): the postcode field and its button, the result
 * announced as a status and an error as an alert. Props only: the state comes from useDeliveryCheck.
 */
import { actionEvent } from '../../../domain/car-action-events.ts';
import type { DeliveryCheck, DeliveryCheckText } from './use-delivery-check.ts';

const INPUT_ID = 'delivery-postcode';
const ERROR_ID = 'delivery-error';

export function DeliveryCheckView({ delivery, text }: { delivery: DeliveryCheck; text: DeliveryCheckText }) {
  const { state } = delivery;
  const error = state.kind === 'error' ? state.message : null;
  return (
    <form
      className="tool-form delivery-check"
      onSubmit={delivery.check}
      noValidate
      aria-busy={state.kind === 'loading'}
      {...actionEvent('deliveryEstimate')}
    >
      <div className="delivery-check__row">
        <div className="tool-field">
          <label htmlFor={INPUT_ID}>{text['delivery.postcode']}</label>
          <div className="tool-field__control">
            <input
              id={INPUT_ID}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={delivery.postcode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              onChange={(event) => delivery.setPostcode(event.currentTarget.value)}
            />
          </div>
        </div>
        <button type="submit" className="btn">
          {text['delivery.submit']}
        </button>
      </div>
      <p className="tool-result" role="status">
        {state.kind === 'loading' && <span className="tool-result__note">{text['delivery.checking']}</span>}
        {state.kind === 'result' && <strong className="tool-result__value">{state.text}</strong>}
      </p>
      <p className="tool-error" role="alert" id={ERROR_ID}>
        {error}
      </p>
    </form>
  );
}
