/** The selling side of a sample car: price variants, tags, finance figures, market data and reports. */
import type { CarInput } from '../../src/domain/schemas/car.ts';
import type { Build } from './catalogue.ts';
import { dealerPrice, financeLenders, marketData, youxQuote } from './money.ts';
import type { Rng } from './random.ts';
import type { Context } from './vehicle.ts';

type OfferFields = Pick<
  CarInput,
  | 'price'
  | 'before_price'
  | 'offer_price'
  | 'subscription_price'
  | 'preorder'
  | 'price_type'
  | 'tag'
  | 'reserved'
  | 'certified'
  | 'file'
  | 'youxQuote'
  | 'finance_lenders'
  | 'autograb_data'
>;

interface OfferFacts {
  car: CarInput;
  build: Build;
  ageYears: number;
  km: number | null;
  expected: number | null;
  inStock: boolean;
}

function priceType(rng: Rng, car: CarInput): string | null {
  if (car.car_type === 'used') return rng.chance(0.6) ? 'Drive Away' : null;
  return rng.chance(0.15) ? 'Excl. Govt. Charges' : 'Drive Away';
}

function customTag(rng: Rng, ctx: Context, f: OfferFacts, priceDropped: boolean): string | null {
  const { car } = f;
  if (car.car_type === 'demo') return rng.chance(0.3) ? 'Test Drive Only' : null;
  if (car.car_type === 'new') return car.year <= ctx.asOfYear && rng.chance(0.12) ? 'Runout Sale' : null;
  if (priceDropped && rng.chance(0.6)) return 'Price Drop';
  if (f.km !== null && f.expected && f.km < f.expected * 0.6 && rng.chance(0.5)) return 'Low Kms';
  return rng.chance(0.06) ? 'One Owner' : null;
}

export function commercialFields(rng: Rng, ctx: Context, f: OfferFacts): OfferFields {
  const { car, build } = f;
  let price = car.price;
  let preorder = false;
  if (car.car_type === 'new' && rng.chance(0.015)) {
    preorder = true;
    price = 0;
  } else if (rng.chance(0.008)) {
    price = 0;
  }

  let beforePrice: number | null = null;
  const dropRoll = rng.next();
  if (price > 0 && dropRoll < 0.09) beforePrice = price + rng.int(1, 8) * 500;
  else if (price > 0 && dropRoll < 0.1) beforePrice = Math.max(990, price - rng.int(1, 3) * 500);
  const offerPrice = price > 0 && rng.chance(0.03) ? dealerPrice(price * rng.range(0.93, 0.97)) : null;
  const subscription =
    ctx.profile === 'franchise' && car.car_type === 'new' && price > 0 && rng.chance(0.1)
      ? Math.round(price * rng.range(0.0055, 0.0075))
      : null;

  const used = car.car_type === 'used';
  const certified =
    used &&
    !!ctx.certifiedMake &&
    car.make.toLowerCase() === ctx.certifiedMake.toLowerCase() &&
    f.ageYears <= 6 &&
    (f.km ?? 0) < 120000 &&
    rng.chance(0.5);

  let lenders: OfferFields['finance_lenders'] = null;
  if (price > 0 && ctx.profile === 'franchise' && !used && rng.chance(0.25))
    lenders = financeLenders(rng, price, 'manual', 'manual');
  if (price > 0 && ctx.profile === 'group' && build.model.item !== 'caravan' && rng.chance(0.2))
    lenders = financeLenders(rng, price, 'taurus', 'taurus');

  return {
    price,
    preorder,
    before_price: beforePrice,
    offer_price: offerPrice,
    subscription_price: subscription,
    price_type: priceType(rng, car),
    tag: customTag(rng, ctx, f, beforePrice !== null && beforePrice > price),
    reserved: f.inStock && car.status === 'in_stock' && rng.chance(0.02),
    certified,
    file: used && rng.chance(0.3) ? `/reports/${car.stocknum}.pdf` : null,
    youxQuote:
      used && price > 0 && rng.chance(ctx.site.finance_provider === 'youx' ? 0.4 : 0.1) ? youxQuote(rng, price) : null,
    finance_lenders: lenders,
    autograb_data: used && price > 0 && rng.chance(0.6) ? marketData(rng, price) : null,
  };
}
