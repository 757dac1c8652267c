import { CAR_TYPE_LABELS, type CarType } from '../../domain/car-types.ts';
import { formatKm, formatMoney } from '../../domain/format.ts';
import { MAKE_MODEL_SEPARATOR } from '../../search/attributes.ts';

const STATUS_LABELS: Record<string, string> = { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold' };
const ITEM_TYPE_LABELS: Record<string, string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
  caravan: 'Caravans',
};

/**
 * How a facet value reads to a shopper: car types as "New"/"Used"/"Demo", a model without its make
 * ("Ford > Ranger" → "Ranger"), certified as Yes/No, seats as "5 seats".
 */
export function facetValueLabel(attribute: string, value: string): string {
  switch (attribute) {
    case 'car_type':
      return CAR_TYPE_LABELS[value as CarType] ?? value;
    case 'make_model':
      return value.split(MAKE_MODEL_SEPARATOR).slice(1).join(MAKE_MODEL_SEPARATOR) || value;
    case 'certified':
      return value === 'true' ? 'Yes' : 'No';
    case 'seats':
      return `${value} seats`;
    case 'status':
      return STATUS_LABELS[value] ?? value;
    case 'item_type':
      return ITEM_TYPE_LABELS[value] ?? value;
    default:
      return value;
  }
}

/** A range filter's value as its slider shows it: "$25,000", "80,000 km", "2019", "$150/wk". */
export function rangeValueLabel(attribute: string, value: number): string {
  if (attribute === 'km') return formatKm(value);
  if (attribute === 'year') return String(value);
  if (attribute === 'weekly_price') return `${formatMoney(value)}/wk`;
  return formatMoney(value);
}

/** A chosen filter value as the "Your filters" row names it: a list value's label, or "from $10,000" / "up to 80,000 km". */
export function refinementLabel(
  attribute: string,
  refinement: { type: string; value: string | number; operator?: string },
): string {
  if (refinement.type !== 'numeric') return facetValueLabel(attribute, String(refinement.value));
  const value = Number(refinement.value);
  const shown = attribute === 'km' ? formatKm(value) : attribute === 'year' ? String(value) : formatMoney(value);
  return `${refinement.operator === '>=' ? 'from' : 'up to'} ${shown}`;
}
