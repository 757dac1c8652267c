/**
 * /my-garage's markup, props only (the state of useMyGarage): loading, a failed load with Try again, the empty garage
 * linking to the search, or the rows (garage-view.ts: the car's page while it has one, its price today, Sold, or a car
 * gone from the stock) each with Remove; the alert box for a failed removal; Sign Out.
 */
import { fillString } from '../../domain/fill-string.ts';
import { garageRowView, type GarageText } from './garage-view.ts';
import type { MyGarageState } from './use-my-garage.ts';

export function MyGarageView({
  text,
  searchHref,
  form,
}: {
  text: GarageText;
  searchHref: string;
  form: MyGarageState;
}) {
  const { load, rows, alert, notice, heading, remove, leave } = form;
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
          <button type="button" className="btn" onClick={form.retry}>
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
