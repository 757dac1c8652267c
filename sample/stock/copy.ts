/** Dealer copy for sample stock: comments with "|" between paragraphs, as dealer platforms store them. */
import type { CarType } from '../../src/domain/schemas/car.ts';
import type { ItemKind } from './catalogue-types.ts';
import type { Rng } from './random.ts';

export interface CommentFacts {
  carType: CarType;
  item: ItemKind;
  title: string;
  model: string;
  colour: string;
  km: number | null;
  equipment: readonly string[];
  locationName: string;
  city: string;
  phone: string;
  oneOwner: boolean;
  lams: boolean;
}

const km = (value: number) => value.toLocaleString('en-AU');

function opening(rng: Rng, f: CommentFacts): string {
  if (f.item === 'caravan') {
    return rng.pick([
      `Ready for the next lap of Australia: this ${f.title} is set up for couples and families who like to get off the beaten track.`,
      `${f.title}, finished in ${f.colour}, with a practical layout and plenty of storage for long trips.`,
    ]);
  }
  if (f.carType === 'new') {
    return rng.pick([
      `Brand new ${f.title} in ${f.colour}, available for immediate delivery.`,
      `Drive away in a brand new ${f.model} today. This ${f.title} in ${f.colour} is in stock and ready to go.`,
      `Just landed: a brand new ${f.title} finished in ${f.colour}.`,
    ]);
  }
  if (f.carType === 'demo') {
    return rng.pick([
      `Save thousands on this near-new demonstrator with only ${km(f.km ?? 0)} km.`,
      `Ex-demo ${f.title} in ${f.colour}, with the balance of the factory warranty.`,
      `Our own demonstrator, driven by our sales team and serviced by our workshop: only ${km(f.km ?? 0)} km.`,
    ]);
  }
  return rng.pick([
    `${f.title} in ${f.colour} with ${km(f.km ?? 0)} km on the clock.`,
    `This well-kept ${f.model} is a genuine local trade-in.`,
    `Looking for a reliable ${f.model}? This ${f.title} has ${km(f.km ?? 0)} km and is ready for its next owner.`,
  ]);
}

const CONDITION = [
  'Full service history with logbooks present',
  "Two keys, owner's manual and service books included",
  'Fresh service and new tyres fitted before sale',
  'Non-smoker vehicle, presented immaculately inside and out',
  'Independent vehicle history check supplied',
  'Roadworthy certificate supplied',
];

const OFFERS = [
  'Finance available, trade-ins welcome',
  'Extended warranty options available',
  'Delivery can be arranged Australia-wide',
  'Fixed-price servicing available through our workshop',
  'Approved finance in under an hour for eligible buyers',
];

/** First words that keep their capital mid-sentence: brands and names, not plain words. */
const PROPER = new Set(['Apple', 'Android', 'Bluetooth', 'EyeSight', 'Super']);

function midSentence(item: string): string {
  const first = item.split(' ')[0] ?? '';
  return /^[A-Z][a-z-]+$/.test(first) && !PROPER.has(first) ? item.charAt(0).toLowerCase() + item.slice(1) : item;
}

function features(rng: Rng, equipment: readonly string[]): string | null {
  if (equipment.length < 4) return null;
  const picked = rng.shuffle(equipment).slice(0, rng.int(3, 5)).map(midSentence);
  return `Features include ${picked.slice(0, -1).join(', ')} and ${picked[picked.length - 1]}.`;
}

function closing(rng: Rng, f: CommentFacts): string {
  return rng.pick([
    `Call ${f.locationName} on ${f.phone} or enquire online today.`,
    f.item === 'caravan'
      ? `Come and walk through it at our ${f.city} dealership today.`
      : `Book a test drive at our ${f.city} showroom today.`,
    "Don't miss out: enquire now to secure this one.",
    `Visit ${f.locationName} in ${f.city} or send us an enquiry and we will get straight back to you.`,
  ]);
}

/** 3-6 paragraphs separated by "|"; about 5% are empty and 2% a lone "|" (spec 01 §5: "comments pending"). */
export function dealerComments(rng: Rng, f: CommentFacts): string {
  const roll = rng.next();
  if (roll < 0.05) return '';
  if (roll < 0.07) return '|';
  const paragraphs: string[] = [opening(rng, f)];
  if (f.carType === 'used' && f.oneOwner) paragraphs.push('One owner with full service history');
  if (f.carType === 'used')
    paragraphs.push(...rng.shuffle(CONDITION.slice(f.oneOwner ? 1 : 0)).slice(0, rng.int(1, 2)));
  if (f.carType === 'new' && f.item === 'car') paragraphs.push('Full factory warranty and capped-price servicing');
  if (f.lams) paragraphs.push('LAMS approved: ideal for learner and provisional riders');
  const list = features(rng, f.equipment);
  if (list) paragraphs.push(list);
  if (f.carType === 'used' && f.item === 'car' && rng.chance(0.4))
    paragraphs.push('Covered by our 48 hour money back guarantee');
  paragraphs.push(rng.pick(OFFERS));
  paragraphs.push(closing(rng, f));
  return paragraphs.join('|');
}

export const EXTERIOR_HOTSPOTS = [
  { title: 'LED headlights', description: 'LED headlights with automatic high beam', frame: 2 },
  { title: 'Alloy wheels', description: 'Alloy wheels with near-new tyres', frame: 6 },
  { title: 'Paintwork', description: 'Minor stone chip on the bonnet, touched up', frame: 0 },
  { title: 'Tow bar', description: 'Factory tow bar with 7-pin trailer plug', frame: 12 },
  { title: 'Rear bumper', description: 'Light scuff on the rear bumper corner', frame: 14 },
  { title: 'Roof rails', description: 'Roof rails ready for a roof rack', frame: 18 },
];

export const INTERIOR_HOTSPOTS = [
  { title: 'Touchscreen', description: 'Touchscreen with Apple CarPlay and Android Auto' },
  { title: 'Seats', description: 'Seats in excellent condition, no tears or stains' },
  { title: 'Steering wheel', description: 'Steering wheel with audio and cruise controls' },
  { title: 'Climate control', description: 'Climate control with rear air vents' },
];
