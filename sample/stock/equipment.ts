/** Standard equipment by item kind and grade tier: each tier adds to the one below it. */
import type { Grade, ItemKind, ModelSpec, Powertrain } from './catalogue-types.ts';

const CAR_TIERS: readonly (readonly string[])[] = [
  [
    'Autonomous emergency braking',
    'Adaptive cruise control',
    'Lane departure warning',
    'Lane keep assist',
    'Apple CarPlay',
    'Android Auto',
    'Bluetooth connectivity',
    'Reversing camera',
    'Rear parking sensors',
    'Electronic stability control',
    'Traffic sign recognition',
    'Driver attention alert',
    'Auto high beam',
    'LED headlights',
    'Air conditioning',
    'Remote central locking',
    'Multi-function steering wheel',
    'Hill start assist',
    'Tyre pressure monitoring',
    'Digital radio (DAB+)',
  ],
  [
    'Dual-zone climate control',
    'Blind spot monitoring',
    'Rear cross-traffic alert',
    'Front parking sensors',
    'Keyless entry and push-button start',
    'Satellite navigation',
    'Wireless phone charger',
    'Privacy glass',
  ],
  [
    'Leather-accented seats',
    'Heated front seats',
    'Power-adjustable driver seat',
    '360-degree camera',
    'Head-up display',
    'Power tailgate',
    'Premium sound system',
    'Ambient interior lighting',
  ],
  [
    'Panoramic sunroof',
    'Ventilated front seats',
    'Heated steering wheel',
    'Memory driver seat',
    'Digital rear-view mirror',
    'Adaptive LED headlights',
  ],
];

const MOTORCYCLE_TIERS: readonly (readonly string[])[] = [
  [
    'ABS',
    'LED headlight',
    'Digital instrument cluster',
    'Slipper clutch',
    'Adjustable brake lever',
    'Underseat storage',
    'Hazard lights',
    'Side stand engine cut-off',
  ],
  ['TFT colour display', 'Traction control', 'Riding modes', 'USB charging socket'],
  ['Quickshifter', 'Cruise control', 'Bluetooth connectivity', 'Adjustable suspension'],
  ['Heated grips', 'Keyless ignition', 'Tyre pressure monitoring', 'Cornering ABS'],
];

const TRUCK_TIERS: readonly (readonly string[])[] = [
  [
    'Autonomous emergency braking',
    'Electronic stability control',
    'Driver and passenger airbags',
    'Reversing camera',
    'Cruise control',
    'Air conditioning',
    'Power windows',
    'Central locking',
    'Exhaust brake',
    'Diesel particulate filter',
    'Bluetooth connectivity',
    'Tilt cab',
  ],
  ['Apple CarPlay', 'Android Auto', 'Lane departure warning', 'Air-suspended driver seat', 'Tow hitch'],
  ['Satellite navigation', 'LED headlights', 'Side curtain airbags', 'Fleet telematics'],
  ['Leather-trimmed steering wheel', 'Chrome grille'],
];

const CARAVAN_TIERS: readonly (readonly string[])[] = [
  [
    'Queen bed',
    'Roll-out awning',
    'Gas cooktop',
    '3-way fridge',
    'Gas/electric hot water',
    'Microwave',
    'LED lighting',
    'Electric brakes',
    'Jockey wheel',
    'Water tanks',
    'Grey water tank',
    'Stone guard',
    'USB charging points',
    'TV bracket',
  ],
  ['Ensuite with shower and toilet', 'Reverse-cycle air conditioning', 'Bluetooth sound system', 'External speakers'],
  ['Solar panels', 'Lithium battery', 'Independent suspension', 'External kitchen'],
  ['Diesel heater', 'Washing machine', 'Bike rack', 'Off-grid battery management system'],
];

const TIERS: Record<ItemKind, readonly (readonly string[])[]> = {
  car: CAR_TIERS,
  motorcycle: MOTORCYCLE_TIERS,
  truck: TRUCK_TIERS,
  caravan: CARAVAN_TIERS,
};

function powertrainExtras(pt: Powertrain | null, model: ModelSpec): string[] {
  if (!pt || model.item !== 'car') return [];
  const extras: string[] = [];
  if (pt.fuel === 'electric') extras.push('DC fast charging', 'Regenerative braking', 'Heat pump');
  if (pt.fuel === 'hybrid' || pt.fuel === 'phev') extras.push('EV driving mode', 'Regenerative braking');
  if (pt.fuel === 'phev') extras.push('AC charging cable');
  if (pt.drive === '4WD') extras.push('Hill descent control', 'Low-range transfer case');
  if (pt.drive === 'AWD') extras.push('All-wheel drive');
  return extras;
}

function wheels(model: ModelSpec, grade: Grade): string[] {
  if (model.item !== 'car') return [];
  const big = model.body === 'ute' || model.body === 'suv' || model.body === 'people-mover' ? 1 : 0;
  return [`${15 + grade.tier + big}-inch alloy wheels`];
}

/**
 * The grade's standard equipment, at most 40 items: its own tier's items first (the ones a shopper
 * looks for), then model and powertrain items, then the lower tiers and wheels.
 */
export function equipmentFor(model: ModelSpec, grade: Grade, pt: Powertrain | null): string[] {
  const tiers = TIERS[model.item].slice(0, grade.tier);
  const top = tiers[tiers.length - 1] ?? [];
  const lower = tiers.slice(0, -1).reverse().flat();
  const list = [
    ...new Set([...top, ...model.extras, ...powertrainExtras(pt, model), ...lower, ...wheels(model, grade)]),
  ];
  return list.length > 40 ? [...list.slice(0, 39), list[list.length - 1]!] : list;
}
