/** Motorcycles, light trucks and caravans a group dealer carries beside cars. */
import { dims, g, m, pt, type CaravanPlan, type ModelSpec } from './catalogue-types.ts';

const NOW = 2100;
const chain = { driveText: 'Chain Drive' };

export const MOTORCYCLES: ModelSpec[] = [
  m({
    make: 'Honda', model: 'CB650R', item: 'motorcycle', body: 'motorcycle', bodyText: 'Naked', since: 2019, weight: 3, seats: 2, palette: 'Honda Motorcycles', wmi: 'MLH',
    dims: dims(2120, 780, 1075, 15, null, null, null),
    pts: { p: pt('premium', 649, 4, 'M6', 'RWD', 4.9, 63, chain) },
    grades: [g('(ABS)', 13490, 2), g('E-Clutch', 14990, 3, null, { years: [2024, NOW] })],
  }),
  m({
    make: 'Kawasaki', model: 'Ninja 400', item: 'motorcycle', body: 'motorcycle', bodyText: 'Sports', since: 2018, until: 2023, weight: 3, seats: 2, wmi: 'JKA',
    dims: dims(1990, 710, 1120, 14, null, null, null),
    pts: { p: pt('premium', 399, 2, 'M6', 'RWD', 4.1, 38, chain) },
    grades: [g('ABS (LAMS)', 8990, 1), g('KRT Edition', 9490, 2)],
  }),
  m({
    make: 'Kawasaki', model: 'Z900', item: 'motorcycle', body: 'motorcycle', bodyText: 'Naked', since: 2017, weight: 2, seats: 2, wmi: 'JKA',
    dims: dims(2070, 835, 1080, 17, null, null, null),
    pts: { p: pt('premium', 948, 4, 'M6', 'RWD', 5.8, 98, chain) },
    grades: [g('(ABS)', 15490, 2), g('SE', 17990, 3)],
  }),
  m({
    make: 'Yamaha', model: 'MT-07', item: 'motorcycle', body: 'motorcycle', bodyText: 'Naked', since: 2014, weight: 4, seats: 2, wmi: 'JYA',
    dims: dims(2085, 780, 1105, 14, null, null, null),
    pts: { p: pt('premium', 689, 2, 'M6', 'RWD', 4.3, 67, chain) },
    grades: [g('LAMS', 11990, 1), g('Full Power', 12990, 2)],
  }),
  m({
    make: 'Harley-Davidson', model: 'Fat Boy 114', item: 'motorcycle', body: 'motorcycle', bodyText: 'Cruiser', since: 2018, weight: 2, seats: 2, wmi: '1HD',
    dims: dims(2370, 940, 1100, 19, null, null, null),
    pts: { p: pt('premium', 1868, 2, 'M6', 'RWD', 5.6, 155, { driveText: 'Belt Drive' }) },
    grades: [g('FLFBS', 36990, 3)],
  }),
  m({
    make: 'Harley-Davidson', model: 'Street Glide', item: 'motorcycle', body: 'motorcycle', bodyText: 'Touring', since: 2014, weight: 1, seats: 2, wmi: '1HD',
    dims: dims(2430, 965, 1370, 23, null, null, null),
    pts: { p: pt('premium', 1923, 2, 'M6', 'RWD', 5.8, 175, { driveText: 'Belt Drive' }) },
    grades: [g('FLHX', 48990, 4)],
  }),
  m({
    make: 'BMW', model: 'R 1250 GS', item: 'motorcycle', body: 'motorcycle', bodyText: 'Adventure Touring', since: 2019, until: 2023, weight: 2, seats: 2, palette: 'BMW Motorrad', wmi: 'WB1',
    dims: dims(2207, 953, 1430, 20, null, null, null),
    pts: { p: pt('premium', 1254, 2, 'M6', 'RWD', 4.8, 143, { driveText: 'Shaft Drive' }) },
    grades: [g('Rallye', 33490, 3), g('Adventure', 35490, 4)],
  }),
  m({
    make: 'BMW', model: 'R 1300 GS', item: 'motorcycle', body: 'motorcycle', bodyText: 'Adventure Touring', since: 2024, weight: 2, seats: 2, palette: 'BMW Motorrad', wmi: 'WB1',
    dims: dims(2212, 1000, 1420, 19, null, null, null),
    pts: { p: pt('premium', 1300, 2, 'M6', 'RWD', 4.8, 149, { driveText: 'Shaft Drive' }) },
    grades: [g('Triple Black', 35490, 3), g('Trophy', 36990, 4)],
  }),
];

export const TRUCKS: ModelSpec[] = [
  m({
    make: 'Isuzu', model: 'N Series', item: 'truck', body: 'truck', series: 'MY24', since: 2011, weight: 4, seats: 3, palette: 'Isuzu Trucks', wmi: 'JAL',
    dims: dims(6060, 1995, 2260, 100, 3500, 5500, null),
    pts: { nlr: pt('diesel', 2999, 4, 'AMT6', 'RWD', 13.5, 375), npr: pt('diesel', 5193, 4, 'AMT6', 'RWD', 16.0, 419), npr75: pt('diesel', 5193, 4, 'AMT6', 'RWD', 17.5, 513) },
    grades: [g('NLR 45-150 AMT', 72490, 1, 'nlr'), g('NPR 45/55-155 AMT', 80490, 2, 'npr'), g('NPR 75-190 AMT', 95490, 3, 'npr75')],
  }),
  m({
    make: 'Hino', model: '300 Series', item: 'truck', body: 'truck', since: 2011, weight: 3, seats: 3, wmi: 'JHH',
    dims: dims(6200, 2010, 2300, 100, 3500, 6500, null),
    pts: { a: pt('diesel', 4009, 4, 'A6', 'RWD', 16.5, 420), b: pt('diesel', 4009, 4, 'A6', 'RWD', 18.0, 464) },
    grades: [g('616 Auto SWB', 78490, 2), g('917 Auto LWB', 95490, 3, 'b')],
  }),
  m({
    make: 'Fuso', model: 'Canter', item: 'truck', body: 'truck', since: 2011, weight: 3, seats: 3, wmi: 'JLF',
    dims: dims(6000, 2000, 2250, 100, 3500, 6000, null),
    pts: { p: pt('diesel', 2998, 4, 'DCT6', 'RWD', 14.5, 370) },
    grades: [g('515 Wide Cab', 70490, 1), g('615 Wide Cab', 75490, 2), g('918 Wide Cab', 90490, 3)],
  }),
];

const plan = (lengthFt: number, sleeps: number, tare: number, atm: number, axle: CaravanPlan['axle']): { plan: CaravanPlan } => ({ plan: { lengthFt, sleeps, tare, atm, axle } });

export const CARAVANS: ModelSpec[] = [
  m({
    make: 'Jayco', model: 'Journey', item: 'caravan', body: 'caravan', bodyText: 'Caravan', since: 2011, weight: 4, seats: null, widthFt: 7.8, wmi: '6T9',
    dims: dims(null, null, null, null, null, null, null),
    grades: [g('19.61-3 Outback', 82990, 2, null, plan(19.5, 2, 2350, 2950, 'Tandem')), g('21.62-3 Outback', 88990, 3, null, plan(21.5, 2, 2500, 3100, 'Tandem')), g('22.68-4 Family', 95990, 3, null, plan(22.5, 5, 2650, 3300, 'Tandem'))],
  }),
  m({
    make: 'Jayco', model: 'Swan', item: 'caravan', body: 'caravan', bodyText: 'Camper Trailer', since: 2011, weight: 3, seats: null, widthFt: 7.5, wmi: '6T9',
    dims: dims(null, null, null, null, null, null, null),
    grades: [g('Outback', 42990, 2, null, plan(16, 6, 1250, 1600, 'Single')), g('Touring', 39990, 1, null, plan(16, 6, 1200, 1550, 'Single'))],
  }),
  m({
    make: 'Lotus Caravans', model: 'Trooper', item: 'caravan', body: 'caravan', bodyText: 'Off-Road Caravan', since: 2015, weight: 2, seats: null, widthFt: 8.0, wmi: '6L9',
    dims: dims(null, null, null, null, null, null, null),
    grades: [g('19.6 Ensuite', 125990, 4, null, plan(19.5, 2, 2900, 3500, 'Tandem')), g('21.6 Family Bunk', 135990, 4, null, plan(21.5, 5, 3200, 3800, 'Tandem'))],
  }),
  m({
    make: 'Crusader Caravans', model: 'Excalibur', item: 'caravan', body: 'caravan', bodyText: 'Caravan', since: 2014, weight: 2, seats: null, widthFt: 8.2, wmi: '6C9',
    dims: dims(null, null, null, null, null, null, null),
    grades: [g('21.6 Club Lounge', 89990, 3, null, plan(21.5, 2, 2700, 3300, 'Tandem')), g('23 Family Bunk', 97990, 3, null, plan(23.5, 6, 2950, 3500, 'Tandem'))],
  }),
];
