/** Hyundai, Kia, Ford and (used only) Holden. */
import { dims, g, m, pt, type ModelSpec } from './catalogue-types.ts';

const NOW = 2100;

export const HYUNDAI: ModelSpec[] = [
  m({
    make: 'Hyundai', model: 'i30', body: 'hatch', series: 'PD.V4', prev: [2017, 'GD'], since: 2011, weight: 5, seats: 5,
    dims: dims(4340, 1795, 1455, 50, 1300, 1820, 5),
    pts: { p: pt('petrol', 1999, 4, 'A6', 'FWD', 7.4, 192), t: pt('petrol', 1598, 4, 'DCT7', 'FWD', 6.8, 265, { turbo: true }), n: pt('premium', 1998, 4, 'M6', 'FWD', 8.5, 392, { turbo: true }) },
    grades: [g('Active', 25990, 1), g('Elite', 31490, 2), g('N Line', 33490, 2, 't'), g('N Line Premium', 38490, 3, 't'), g('N', 50490, 4, 'n', { years: [2018, NOW] })],
  }),
  m({
    make: 'Hyundai', model: 'Tucson', body: 'suv', series: 'NX4.V2', prev: [2021, 'TL'], since: 2015, weight: 5, seats: 5,
    dims: dims(4640, 1865, 1665, 54, 1650, 2250, 5),
    pts: { p: pt('petrol', 1999, 4, 'A6', 'FWD', 8.1, 192), h: pt('hybrid', 1598, 4, 'A6', 'AWD', 5.5, 350, { turbo: true }), d: pt('diesel', 2151, 4, 'A8', 'AWD', 6.3, 416) },
    grades: [g('Active', 37490, 1), g('Elite', 43490, 2), g('Elite Hybrid', 50490, 2, 'h', { years: [2024, NOW] }), g('Highlander Diesel', 56490, 4, 'd'), g('N Line Highlander', 58490, 4, 'd')],
  }),
  m({
    make: 'Hyundai', model: 'Kona', body: 'suv', series: 'SX2', prev: [2023, 'OS'], since: 2017, weight: 4, seats: 5,
    dims: dims(4350, 1825, 1580, 47, 1300, 1960, 5),
    pts: { p: pt('petrol', 1999, 4, 'CVT', 'FWD', 6.2, 180), h: pt('hybrid', 1580, 4, 'DCT6', 'FWD', 3.9, 265), ev: pt('electric', null, null, 'E1', 'FWD', null, 255) },
    grades: [
      g('Active', 32490, 1), g('Premium', 41490, 3), g('Hybrid', 36990, 2, 'h', { years: [2023, NOW] }),
      g('Electric', 55490, 3, 'ev', { years: [2019, NOW] }), g('Electric Premium Extended Range', 65490, 4, 'ev', { years: [2023, NOW] }),
    ],
  }),
  m({
    make: 'Hyundai', model: 'Santa Fe', body: 'suv', series: 'MX5', prev: [2024, 'TM'], since: 2012, weight: 2, seats: 7,
    dims: dims(4830, 1900, 1770, 67, 2000, 2650, 5), extras: ['Third-row seating'],
    pts: { t: pt('petrol', 2497, 4, 'DCT8', 'AWD', 9.2, 422, { turbo: true }), h: pt('hybrid', 1598, 4, 'A6', 'AWD', 6.0, 367, { turbo: true }), d: pt('diesel', 2151, 4, 'A8', 'AWD', 6.1, 440, { series: 'TM.V4' }) },
    grades: [g('Active', 56490, 2, 't'), g('Elite Hybrid', 63490, 3, 'h', { years: [2021, NOW] }), g('Calligraphy Hybrid', 78490, 4, 'h', { years: [2024, NOW] }), g('Highlander CRDi', 68490, 4, 'd', { years: [2012, 2023] })],
  }),
  m({
    make: 'Hyundai', model: 'Ioniq 5', body: 'suv', series: 'NE.V3', prev: [2024, 'NE'], since: 2021, weight: 1, seats: 5,
    dims: dims(4635, 1890, 1605, null, 1600, 2450, 5), extras: ['Vehicle-to-load (V2L)'],
    pts: { r: pt('electric', null, null, 'E1', 'RWD', null, 350), a: pt('electric', null, null, 'E1', 'AWD', null, 605), n: pt('electric', null, null, 'E1', 'AWD', null, 740) },
    grades: [g('Standard Range', 62490, 2), g('Dynamiq', 70490, 3), g('Epiq AWD', 80490, 4, 'a'), g('N', 112490, 4, 'n', { years: [2024, NOW] })],
  }),
];

export const KIA: ModelSpec[] = [
  m({
    make: 'Kia', model: 'Cerato', body: 'hatch', series: 'BD', prev: [2019, 'YD'], since: 2011, until: 2024, weight: 4, seats: 5, wmi: 'KNA',
    dims: dims(4510, 1800, 1440, 50, 1100, 1780, 5),
    pts: { p: pt('petrol', 1999, 4, 'A6', 'FWD', 7.4, 192), t: pt('premium', 1591, 4, 'DCT7', 'FWD', 6.8, 265, { turbo: true }) },
    grades: [g('S', 28490, 1), g('Sport', 30990, 2), g('Sport+', 33990, 2), g('GT', 38490, 3, 't')],
  }),
  m({
    make: 'Kia', model: 'Sportage', body: 'suv', series: 'NQ5', prev: [2022, 'QL'], since: 2011, weight: 5, seats: 5, wmi: 'KNA',
    dims: dims(4660, 1865, 1665, 54, 1900, 2210, 5),
    pts: { p: pt('petrol', 1999, 4, 'A6', 'FWD', 8.1, 192), d: pt('diesel', 2151, 4, 'A8', 'AWD', 6.3, 416), h: pt('hybrid', 1598, 4, 'A6', 'FWD', 5.0, 350, { turbo: true }) },
    grades: [g('S', 35490, 1), g('SX', 39490, 2), g('SX+', 44490, 3), g('GT-Line Hybrid', 55490, 4, 'h', { years: [2025, NOW] }), g('GT-Line Diesel', 54490, 4, 'd')],
  }),
  m({
    make: 'Kia', model: 'Sorento', body: 'suv', series: 'MQ4', prev: [2020, 'UM'], since: 2011, weight: 3, seats: 7, wmi: 'KNA',
    dims: dims(4810, 1900, 1700, 67, 2000, 2620, 5), extras: ['Third-row seating'],
    pts: {
      v6: pt('petrol', 3470, 6, 'A8', 'FWD', 9.7, 332), d: pt('diesel', 2151, 4, 'DCT8', 'AWD', 6.1, 440),
      phev: pt('phev', 1598, 4, 'A6', 'AWD', 1.6, 350, { turbo: true }),
    },
    grades: [g('Sport', 52490, 2), g('Sport+ Diesel', 58490, 2, 'd'), g('GT-Line Diesel', 68490, 4, 'd'), g('GT-Line PHEV', 80490, 4, 'phev', { years: [2022, NOW] })],
  }),
  m({
    make: 'Kia', model: 'EV6', body: 'suv', series: 'CV', since: 2022, weight: 1, seats: 5, wmi: 'KNA',
    dims: dims(4695, 1890, 1550, null, 1600, 2480, 5), extras: ['Vehicle-to-load (V2L)'],
    pts: { r: pt('electric', null, null, 'E1', 'RWD', null, 350), a: pt('electric', null, null, 'E1', 'AWD', null, 605), gt: pt('electric', null, null, 'E1', 'AWD', null, 740) },
    grades: [g('Air', 70490, 3), g('GT-Line', 80490, 4), g('GT-Line AWD', 87490, 4, 'a'), g('GT', 110490, 4, 'gt', { years: [2023, NOW] })],
  }),
  m({
    make: 'Kia', model: 'Carnival', body: 'people-mover', series: 'KA4', prev: [2021, 'YP'], since: 2015, weight: 2, seats: 8, wmi: 'KNA',
    dims: dims(5155, 1995, 1775, 72, 2000, 2770, 5), extras: ['Power sliding doors', 'Third-row seating'],
    pts: { v6: pt('petrol', 3470, 6, 'A8', 'FWD', 10.5, 355), d: pt('diesel', 2151, 4, 'A8', 'FWD', 6.5, 440), h: pt('hybrid', 1598, 4, 'A6', 'FWD', 5.8, 367, { turbo: true }) },
    grades: [g('S', 50490, 2), g('Sport', 55490, 2, 'd'), g('Sport+', 62490, 3), g('GT-Line', 70490, 4, 'd'), g('GT-Line Hybrid', 78490, 4, 'h', { years: [2025, NOW] })],
  }),
];

export const FORD: ModelSpec[] = [
  m({
    make: 'Ford', model: 'Ranger', body: 'ute', series: 'PY', prev: [2022, 'PX MkIII'], since: 2011, weight: 10, seats: 5, wmi: 'MNA',
    dims: dims(5370, 1918, 1884, 80, 3500, 3280, 5), extras: ['Tub liner', 'Tow bar', 'Rear differential lock'],
    pts: {
      bt: pt('diesel', 1996, 4, 'A10', '4WD', 7.6, 500, { turbo: 'Twin Turbo' }), v6: pt('diesel', 2993, 6, 'A10', '4WD', 8.4, 600),
      xl2: pt('diesel', 1996, 4, 'A6', 'RWD', 6.9, 405), r: pt('premium', 2956, 6, 'A10', '4WD', 11.5, 583, { turbo: 'Twin Turbo' }),
    },
    grades: [
      g('XL', 40490, 1, 'xl2', { body: 'cab-chassis' }), g('XL 4x4', 56490, 1), g('XLS', 58490, 1), g('XLT', 64490, 2),
      g('Sport V6', 70490, 3, 'v6'), g('Wildtrak V6', 78490, 3, 'v6'), g('Platinum', 85490, 4, 'v6', { years: [2023, NOW] }), g('Raptor', 93490, 4, 'r', { years: [2019, NOW] }),
    ],
  }),
  m({
    make: 'Ford', model: 'Everest', body: 'suv', series: 'UB', prev: [2022, 'UA II'], since: 2015, weight: 4, seats: 7, wmi: 'MPB',
    dims: dims(4914, 1923, 1842, 80, 3500, 3140, 5), extras: ['Third-row seating', 'Rear differential lock'],
    pts: { bt: pt('diesel', 1996, 4, 'A10', '4WD', 7.1, 500, { turbo: 'Twin Turbo' }), v6: pt('diesel', 2993, 6, 'A10', '4WD', 8.4, 600) },
    grades: [g('Ambiente', 57490, 1), g('Trend', 65490, 2), g('Sport V6', 73490, 3, 'v6'), g('Platinum V6', 84490, 4, 'v6')],
  }),
  m({
    make: 'Ford', model: 'Mustang', body: 'coupe', series: 'S650', prev: [2024, 'FN'], since: 2016, weight: 1.5, seats: 4, wmi: '1FA',
    dims: dims(4811, 1916, 1397, 61, null, 2150, null), extras: ['Launch control', 'Active valve exhaust'],
    pts: { eb: pt('premium', 2261, 4, 'A10', 'RWD', 9.5, 448, { turbo: true }), v8: pt('premium', 5035, 8, 'A10', 'RWD', 12.9, 567), m: pt('premium', 5035, 8, 'M6', 'RWD', 13.3, 567) },
    grades: [g('EcoBoost Fastback', 64490, 3), g('GT Fastback', 75490, 4, 'v8'), g('GT Convertible', 83490, 4, 'v8', { body: 'convertible' }), g('Dark Horse', 105490, 4, 'm', { years: [2024, NOW] })],
  }),
  m({
    make: 'Ford', model: 'Falcon', body: 'sedan', series: 'FG X', prev: [2015, 'FG MkII'], since: 2011, until: 2016, weight: 2, seats: 5, wmi: '6FP',
    dims: dims(4949, 1868, 1453, 68, 2300, 2280, 5),
    pts: { p: pt('petrol', 3984, 6, 'A6', 'RWD', 10.2, 391), t: pt('premium', 3984, 6, 'A6', 'RWD', 12.0, 533, { turbo: true }), v8: pt('premium', 4951, 8, 'A6', 'RWD', 13.6, 575, { turbo: 'Supercharged' }) },
    grades: [g('XT', 38490, 1), g('XR6', 42490, 2), g('XR6 Turbo', 50490, 3, 't'), g('XR8', 58490, 3, 'v8')],
  }),
];

export const HOLDEN: ModelSpec[] = [
  m({
    make: 'Holden', model: 'Commodore', body: 'sedan', series: 'VF II', prev: [2013, 'VE II'], since: 2011, until: 2017, weight: 3, seats: 5, wmi: '6G1',
    dims: dims(4964, 1898, 1471, 71, 2100, 2250, 5),
    pts: { v6: pt('petrol', 3564, 6, 'A6', 'RWD', 9.0, 350), v8: pt('premium', 6162, 8, 'A6', 'RWD', 12.6, 570) },
    grades: [g('Evoke', 38490, 1), g('SV6', 42490, 2), g('Calais V', 52490, 3), g('SS-V Redline', 56490, 3, 'v8')],
  }),
  m({
    make: 'Holden', model: 'Colorado', body: 'ute', series: 'RG', since: 2012, until: 2020, weight: 3, seats: 5, wmi: 'MMU',
    dims: dims(5361, 1874, 1800, 76, 3500, 3150, 5), extras: ['Tub liner', 'Tow bar'],
    pts: { d: pt('diesel', 2776, 4, 'A6', '4WD', 8.6, 500) },
    grades: [g('LS', 45490, 1), g('LTZ', 52490, 2), g('Z71', 56490, 3)],
  }),
];
