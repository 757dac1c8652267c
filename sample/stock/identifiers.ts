/** Identifiers a dealer feed carries: VIN, NVIC, rego plates, stock numbers and URL slugs. */
import type { Rng } from './random.ts';
import { stableHash } from './random.ts';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** ISO 3779 model-year codes from 2010 (A) on; 2001-2009 are the digits 1-9. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

function draw(rng: Rng, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

function yearCode(year: number): string {
  if (year >= 2010) return YEAR_CODES[(year - 2010) % YEAR_CODES.length]!;
  return String(Math.max(1, year - 2000));
}

/** The ISO 3779 check digit (position 9): used in North America, harmless and plausible elsewhere. */
function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]!;
    const value = /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** A 17-character VIN: manufacturer id, model descriptor, check digit, year code, plant, serial. */
export function makeVin(rng: Rng, wmi: string, year: number): string {
  const body = `${wmi}${draw(rng, VIN_CHARS, 5)}0${yearCode(year)}${draw(rng, VIN_LETTERS, 1)}${draw(rng, DIGITS, 6)}`;
  return `${body.slice(0, 8)}${checkDigit(body)}${body.slice(9)}`;
}

/** Default WMI per make when a model names none. */
export const MAKE_WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Ford: 'MNA',
  Mitsubishi: 'MMA',
  Nissan: 'JN1',
  Subaru: 'JF1',
  Volkswagen: 'WVW',
  Isuzu: 'MPA',
  MG: 'LSJ',
  BYD: 'LGX',
  Tesla: 'LRW',
  Honda: 'MRH',
  Suzuki: 'JS3',
  'Mercedes-Benz': 'WDD',
  BMW: 'WBA',
  Holden: '6G1',
};

/**
 * A 6-character NVIC in the Glass's style ("Q7X23A"): the same make, model, grade and year always
 * give the same code, as a real NVIC names a variant, not a car.
 */
export function makeNvic(variantKey: string, year: number): string {
  let hash = stableHash(variantKey);
  const take = (alphabet: string): string => {
    const ch = alphabet[hash % alphabet.length]!;
    hash = Math.floor(hash / alphabet.length) + 7919;
    return ch;
  };
  const first = take(LETTERS);
  const second = take(VIN_CHARS);
  const third = take(LETTERS);
  return `${first}${second}${third}${String(year % 100).padStart(2, '0')}${take(LETTERS)}`;
}

/** A registration plate in the state's current general-issue format. */
export function makePlate(rng: Rng, state: string, motorcycle: boolean): string {
  const letters = (n: number) => draw(rng, LETTERS.replace(/[IOQ]/g, ''), n);
  const digits = (n: number) => draw(rng, DIGITS, n);
  switch (state.toUpperCase()) {
    case 'QLD':
      return motorcycle ? `${digits(3)}${letters(2)}` : `${digits(3)}${letters(3)}`;
    case 'NSW':
      return motorcycle ? `${letters(2)}${digits(3)}` : `${letters(2)}${digits(2)}${letters(2)}`;
    case 'VIC':
      return motorcycle ? `${digits(2)}${letters(3)}` : `${digits(1)}${letters(2)}${digits(1)}${letters(2)}`;
    default:
      return `${letters(3)}${digits(3)}`;
  }
}

/** "harbour-city-toyota" → "HCT": the dealer's stock-number prefix. */
export function stockPrefix(siteSlug: string): string {
  const initials = siteSlug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (initials || 'STK').slice(0, 4);
}

export function slugify(...parts: readonly (string | number | null | undefined)[]): string {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join('-')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
