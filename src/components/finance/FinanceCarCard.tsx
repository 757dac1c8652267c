/** Spec 02 §2: the finance page's car card (image, name, price and price type, or /week for subscriptions). */
import type { FinanceCar } from '../../domain/finance-car.ts';

export function FinanceCarCard({ car, title }: { car: FinanceCar; title: string }) {
  return (
    <article className="finance-car" data-finance-car={car.id}>
      <h2 className="finance-aside__title">{title}</h2>
      {car.imageUrl && <img src={car.imageUrl} alt={car.name} width={600} height={400} loading="lazy" />}
      <h3 className="finance-car__name">{car.name}</h3>
      <p className="finance-car__price">
        <strong>{car.priceText}</strong> {car.priceType && <span>{car.priceType}</span>}
      </p>
    </article>
  );
}
