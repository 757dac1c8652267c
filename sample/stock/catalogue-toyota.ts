/** Toyota: Australia's best-selling make, so the widest range (prices are typical 2026 drive-away). */
import { dims, g, m, pt, type ModelSpec } from './catalogue-types.ts';

export const TOYOTA: ModelSpec[] = [
  m({
    make: 'Toyota', model: 'Corolla', body: 'hatch', series: 'ZWE219R', prev: [2018, 'ZRE182R'], since: 2010, weight: 7, seats: 5, wmi: 'JTN',
    dims: dims(4375, 1790, 1435, 43, 1300, 1805, 5),
    pts: { h: pt('hybrid', 1798, 4, 'CVT', 'FWD', 4.0, 142), p: pt('petrol', 1987, 4, 'CVT', 'FWD', 6.0, 205, { series: 'MZEA12R' }) },
    grades: [g('Ascent Sport', 30990, 1, 'p'), g('Ascent Sport Hybrid', 33490, 1, 'h', { years: [2018, 2100] }),
      g('SX Hybrid', 36990, 2, 'h', { years: [2018, 2100] }), g('ZR Hybrid', 41990, 3, 'h', { years: [2018, 2100] })],
  }),
  m({
    make: 'Toyota', model: 'Camry', body: 'sedan', series: 'AXVH80R', prev: [2024, 'AXVH71R'], since: 2011, weight: 4, seats: 5, wmi: 'JTN',
    dims: dims(4915, 1840, 1445, 50, 1200, 2100, 5),
    pts: { h: pt('hybrid', 2487, 4, 'CVT', 'FWD', 4.7, 221) },
    grades: [g('Ascent', 41990, 1), g('SX', 47490, 2), g('SL', 55990, 4)],
  }),
  m({
    make: 'Toyota', model: 'RAV4', body: 'suv', series: 'AXAH54R', prev: [2019, 'ASA44R'], since: 2011, weight: 9, seats: 5, wmi: 'JTM',
    dims: dims(4615, 1855, 1685, 55, 1650, 2230, 5), extras: ['Roof rails'],
    pts: {
      p2: pt('petrol', 1987, 4, 'CVT', 'FWD', 6.5, 207, { series: 'MXAA52R' }),
      h2: pt('hybrid', 2487, 4, 'CVT', 'FWD', 4.7, 221, { series: 'AXAH52R' }),
      h4: pt('hybrid', 2487, 4, 'CVT', 'AWD', 4.8, 221),
    },
    grades: [
      g('GX', 38990, 1, 'p2'), g('GX Hybrid', 42490, 1, 'h2', { years: [2019, 2100] }), g('GXL Hybrid', 46990, 2, 'h2', { years: [2019, 2100] }),
      g('XSE Hybrid', 51490, 3, 'h4', { years: [2019, 2100] }), g('Cruiser Hybrid', 54990, 3, 'h4', { years: [2019, 2100] }),
      g('Edge Hybrid', 58990, 4, 'h4', { years: [2024, 2100] }),
    ],
  }),
  m({
    make: 'Toyota', model: 'HiLux', body: 'ute', series: 'GUN126R', prev: [2015, 'KUN26R'], since: 2011, weight: 10, seats: 5, wmi: 'MR0',
    dims: dims(5325, 1900, 1815, 80, 3500, 3050, 5), extras: ['Tub liner', 'Tow bar', 'Rear differential lock'],
    pts: {
      d4: pt('diesel', 2755, 4, 'A6', '4WD', 8.4, 500),
      d2: pt('diesel', 2393, 4, 'M6', 'RWD', 7.4, 400, { series: 'GUN122R' }),
    },
    grades: [
      g('Workmate', 36990, 1, 'd2', { body: 'cab-chassis' }), g('SR', 53490, 1), g('SR5', 64490, 2),
      g('Rogue', 72990, 3), g('GR Sport', 76990, 4),
    ],
  }),
  m({
    make: 'Toyota', model: 'LandCruiser 300', body: 'suv', series: 'FJA300R', since: 2021, weight: 3, seats: 7, wmi: 'JTM',
    dims: dims(4985, 1980, 1945, 110, 3500, 3280, null), extras: ['Crawl control', 'Multi-terrain select', 'Rear differential lock'],
    pts: { d: pt('diesel', 3346, 6, 'A10', '4WD', 8.9, 700, { turbo: 'Twin Turbo' }) },
    grades: [g('GX', 99990, 2), g('GXL', 112990, 3), g('VX', 124990, 3), g('Sahara', 143990, 4), g('GR Sport', 146990, 4)],
  }),
  m({
    make: 'Toyota', model: 'LandCruiser 200', body: 'suv', series: 'VDJ200R', since: 2011, until: 2021, weight: 2, seats: 8, wmi: 'JTM',
    dims: dims(4990, 1970, 1905, 138, 3500, 3350, 5),
    pts: { d: pt('diesel', 4461, 8, 'A6', '4WD', 9.5, 650, { turbo: 'Twin Turbo' }) },
    grades: [g('GXL', 90990, 3), g('VX', 104990, 3), g('Sahara', 124990, 4)],
  }),
  m({
    make: 'Toyota', model: 'LandCruiser 70', body: 'cab-chassis', series: 'GDJ79R', prev: [2024, 'VDJ79R'], since: 2011, weight: 2, seats: 2, wmi: 'JTE',
    dims: dims(5230, 1870, 1955, 130, 3500, 3510, null), extras: ['Snorkel', 'Front and rear differential locks', 'Steel bull bar'],
    pts: { d: pt('diesel', 2755, 4, 'A6', '4WD', 9.6, 500), v8: pt('diesel', 4461, 8, 'M5', '4WD', 11.6, 430, { series: 'VDJ79R' }) },
    grades: [
      g('Workmate Single Cab', 80990, 1, 'd', { years: [2024, 2100] }), g('GXL Single Cab', 88990, 2, 'd', { years: [2024, 2100] }),
      g('GXL Wagon', 89990, 2, 'd', { body: 'suv', series: 'GDJ76R', years: [2024, 2100] }),
      g('Workmate V8 Single Cab', 74990, 1, 'v8', { years: [2011, 2023] }), g('GXL V8 Single Cab', 86990, 2, 'v8', { years: [2011, 2023] }),
    ],
  }),
  m({
    make: 'Toyota', model: 'LandCruiser Prado', body: 'suv', series: 'GDJ250R', prev: [2024, 'GDJ150R'], since: 2011, weight: 5, seats: 7, wmi: 'JTE',
    dims: dims(4920, 1980, 1870, 110, 3500, 3150, 5), extras: ['Multi-terrain select', 'Rear differential lock'],
    pts: { d: pt('diesel', 2755, 4, 'A8', '4WD', 7.9, 500) },
    grades: [g('GX', 75990, 2), g('GXL', 85990, 3), g('VX', 96990, 3), g('Kakadu', 106990, 4)],
  }),
  m({
    make: 'Toyota', model: 'Kluger', body: 'suv', series: 'AXUH78R', prev: [2021, 'GSU55R'], since: 2011, weight: 4, seats: 7, wmi: 'JTM',
    dims: dims(4966, 1930, 1755, 65, 2000, 2750, 5), extras: ['Third-row seating', 'Tri-zone climate control'],
    pts: { h: pt('hybrid', 2487, 4, 'CVT', 'AWD', 5.6, 242), v6: pt('petrol', 3456, 6, 'A8', 'FWD', 9.5, 350, { series: 'GSU50R' }) },
    grades: [
      g('GX', 54990, 2, 'v6', { years: [2011, 2021] }), g('GXL', 64990, 3, 'v6', { years: [2011, 2021] }),
      g('Grande', 74990, 4, 'v6', { years: [2011, 2021] }), g('GX Hybrid', 62990, 2, 'h', { years: [2021, 2100] }),
      g('GXL Hybrid', 72990, 3, 'h', { years: [2021, 2100] }), g('Grande Hybrid', 82990, 4, 'h', { years: [2021, 2100] })],
  }),
  m({
    make: 'Toyota', model: 'Yaris Cross', body: 'suv', series: 'MXPJ10R', since: 2020, weight: 3, seats: 5, wmi: 'JTD',
    dims: dims(4180, 1765, 1590, 36, 400, 1550, 5),
    pts: { h: pt('hybrid', 1490, 3, 'CVT', 'FWD', 3.8, 120), p: pt('petrol', 1490, 3, 'CVT', 'FWD', 5.4, 145, { series: 'MXPB10R' }) },
    grades: [g('GX', 31990, 1, 'p'), g('GXL Hybrid', 36990, 2), g('Urban Hybrid', 39490, 3), g('GR Sport Hybrid', 41990, 3)],
  }),
  m({
    make: 'Toyota', model: 'bZ4X', body: 'suv', series: 'XEAM10R', since: 2022, weight: 1, seats: 5, wmi: 'JTM',
    dims: dims(4690, 1860, 1650, null, 750, 2400, 5),
    pts: { f: pt('electric', null, null, 'E1', 'FWD', null, 266), a: pt('electric', null, null, 'E1', 'AWD', null, 337, { series: 'YEAM15R' }) },
    grades: [g('FWD', 57990, 3), g('AWD', 67990, 4, 'a')],
  }),
  m({
    make: 'Toyota', model: 'HiAce', body: 'van', series: 'GDH300R', prev: [2019, 'KDH201R'], since: 2011, weight: 2, seats: 3, wmi: 'JTF',
    dims: dims(5265, 1950, 1990, 70, 1900, 3300, 5), extras: ['Cargo barrier', 'Rubber cargo floor'],
    pts: { d: pt('diesel', 2755, 4, 'A6', 'RWD', 8.4, 450) },
    grades: [g('LWB Van', 55990, 1), g('SLWB Van', 61990, 1)],
  }),
];
