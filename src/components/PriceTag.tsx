import type { PriceDisplay } from '../domain/price-display.ts';
import { formatMoney } from '../domain/format.ts';

interface Props {
  price: PriceDisplay;
  perWeek: string;
  preorder: string;
  size?: 'card' | 'page';
}

/** The price block, laid out from a PriceDisplay decision (spec 01 §4 precedence). */
export function PriceTag({ price, perWeek, preorder }: Props) {
  switch (price.kind) {
    case 'subscription':
      return (
        <p className="price">
          <span className="price__amount">{formatMoney(price.amount)}</span>
          <span className="price__type">{perWeek}</span>
        </p>
      );
    case 'price':
      return (
        <p className="price">
          <span className="price__amount">{formatMoney(price.amount)}</span>
          {price.priceType && <span className="price__type">{price.priceType}</span>}
          {price.wasPrice !== null && (
            <s className="price__was">
              <span className="visually-hidden">Was </span>
              {formatMoney(price.wasPrice)}
            </s>
          )}
        </p>
      );
    case 'preorder':
      return (
        <p className="price">
          <span className="price__text">{preorder}</span>
        </p>
      );
    case 'no-price':
      return (
        <p className="price">
          <span className="price__text">{price.text}</span>
        </p>
      );
  }
}
