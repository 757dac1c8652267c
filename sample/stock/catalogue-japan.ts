/** Japanese makes other than Toyota (prices are typical 2026 drive-away). */
import { dims, g, m, pt, type ModelSpec } from './catalogue-types.ts';

const NOW = 2100;

export const MAZDA: ModelSpec[] = [
  m({
    make: 'Mazda', model: 'CX-3', body: 'suv', series: 'DK', since: 2015, weight: 3, seats: 5,
    dims: dims(4275, 1765, 1535, 48, 1200, 1700, 5),
    pts: { f: pt('petrol', 1998, 4, 'A6', 'FWD', 6.3, 195), a: pt('petrol', 1998, 4, 'A6', 'AWD', 6.7, 195) },
    grades: [g('G20 Pure', 28990, 1), g('G20 Evolve', 31490, 2), g('G20 Touring', 34490, 3), g('S20 Touring', 37490, 3, 'a')],
  }),
  m({
    make: 'Mazda', model: 'CX-5', body: 'suv', series: 'KF', prev: [2017, 'KE'], since: 2012, weight: 6, seats: 5,
    dims: dims(4575, 1845, 1680, 58, 1800, 2143, 5),
    pts: {
      f: pt('petrol', 1998, 4, 'A6', 'FWD', 6.9, 200), a: pt('petrol', 2488, 4, 'A6', 'AWD', 7.4, 252),
      t: pt('petrol', 2488, 4, 'A6', 'AWD', 8.2, 420, { turbo: true }),
    },
    grades: [g('G20 Maxx', 36490, 1), g('G25 Maxx Sport', 42990, 2, 'a'), g('G25 Touring', 46490, 3, 'a'), g('G25 GT SP', 51990, 3, 'a'), g('G35 Akera', 58990, 4, 't')],
  }),
  m({
    make: 'Mazda', model: 'CX-30', body: 'suv', series: 'DM', since: 2019, weight: 4, seats: 5,
    dims: dims(4395, 1795, 1540, 51, 1200, 1900, 5),
    pts: { f: pt('petrol', 1998, 4, 'A6', 'FWD', 6.4, 200), a: pt('petrol', 2488, 4, 'A6', 'AWD', 6.8, 252) },
    grades: [g('G20 Pure', 33490, 1), g('G20 Evolve', 36490, 2), g('G20 Touring', 39490, 3), g('G25 Astina', 46990, 4, 'a')],
  }),
  m({
    make: 'Mazda', model: 'Mazda3', body: 'hatch', series: 'BP', prev: [2019, 'BN'], since: 2011, weight: 4, seats: 5,
    dims: dims(4460, 1795, 1435, 51, 1200, 1850, 5),
    pts: { p20: pt('petrol', 1998, 4, 'A6', 'FWD', 6.2, 200), p25: pt('petrol', 2488, 4, 'A6', 'FWD', 6.6, 252) },
    grades: [g('G20 Pure', 31490, 1), g('G20 Evolve', 34490, 2), g('G25 GT', 39990, 3, 'p25'), g('G25 Astina', 43490, 4, 'p25')],
  }),
  m({
    make: 'Mazda', model: 'BT-50', body: 'ute', series: 'TF', prev: [2020, 'UR'], since: 2012, weight: 3, seats: 5, wmi: 'MM7',
    dims: dims(5280, 1870, 1810, 76, 3500, 3100, 5), extras: ['Tub liner', 'Tow bar'],
    pts: { d4: pt('diesel', 2999, 4, 'A6', '4WD', 8.0, 450), d2: pt('diesel', 1898, 4, 'A6', 'RWD', 7.0, 350) },
    grades: [g('XS', 38990, 1, 'd2', { body: 'cab-chassis' }), g('XT', 55490, 1), g('XTR', 62490, 2), g('GT', 66990, 3), g('Thunder', 74990, 3)],
  }),
  m({
    make: 'Mazda', model: 'CX-60', body: 'suv', series: 'KH', since: 2022, weight: 1.5, seats: 5,
    dims: dims(4745, 1890, 1680, 58, 2500, 2600, 5),
    pts: {
      phev: pt('phev', 2488, 4, 'A8', 'AWD', 2.1, 500), d: pt('diesel', 3283, 6, 'A8', 'AWD', 4.9, 550),
      p: pt('petrol', 3283, 6, 'A8', 'AWD', 7.4, 500, { turbo: true }),
    },
    grades: [g('G40e Evolve', 61990, 3, 'p'), g('D50e Touring', 70990, 3, 'd'), g('G50e GT', 74990, 4, 'p'), g('P50e Azami', 84990, 4, 'phev')],
  }),
  m({
    make: 'Mazda', model: 'MX-5', body: 'convertible', series: 'ND', since: 2015, weight: 1, seats: 2,
    dims: dims(3915, 1735, 1225, 45, null, 1300, 5), extras: ['Soft top roof'],
    pts: { m: pt('premium', 1998, 4, 'M6', 'RWD', 6.8, 205), a: pt('premium', 1998, 4, 'A6', 'RWD', 7.0, 205) },
    grades: [g('Roadster', 43990, 2), g('Roadster GT', 49490, 3, 'a'), g('RF GT', 54990, 4, 'a', { body: 'coupe' })],
  }),
];

export const MITSUBISHI: ModelSpec[] = [
  m({
    make: 'Mitsubishi', model: 'Triton', body: 'ute', series: 'MV', prev: [2024, 'MR'], since: 2011, weight: 5, seats: 5, wmi: 'MMA',
    dims: dims(5320, 1865, 1795, 75, 3500, 3100, 5), extras: ['Super Select 4WD', 'Tub liner'],
    pts: { d4: pt('diesel', 2442, 4, 'A6', '4WD', 8.2, 470, { turbo: 'Twin Turbo' }), d2: pt('diesel', 2442, 4, 'M6', 'RWD', 7.7, 430) },
    grades: [g('GLX', 38490, 1, 'd2', { body: 'cab-chassis' }), g('GLX+', 54490, 1), g('GLS', 61490, 2), g('GSR', 66990, 3)],
  }),
  m({
    make: 'Mitsubishi', model: 'Outlander', body: 'suv', series: 'ZM', prev: [2022, 'ZL'], since: 2012, weight: 5, seats: 7, wmi: 'JMF',
    dims: dims(4710, 1860, 1745, 55, 1600, 2430, 5),
    pts: { p: pt('petrol', 2488, 4, 'CVT', 'FWD', 7.7, 245), a: pt('petrol', 2488, 4, 'CVT', 'AWD', 8.1, 245), phev: pt('phev', 2360, 4, 'E1', 'AWD', 1.5, 255) },
    grades: [
      g('ES', 38990, 1), g('LS', 43490, 2), g('Aspire', 49490, 3, 'a'), g('Exceed', 54490, 4, 'a'),
      g('ES PHEV', 56990, 2, 'phev'), g('Exceed PHEV', 68990, 4, 'phev'), g('GSR PHEV', 70490, 4, 'phev', { years: [2023, NOW] }),
    ],
  }),
  m({
    make: 'Mitsubishi', model: 'ASX', body: 'suv', series: 'XD', since: 2011, weight: 4, seats: 5, wmi: 'JMF',
    dims: dims(4365, 1810, 1640, 63, 1300, 1870, 5),
    pts: { p: pt('petrol', 1998, 4, 'CVT', 'FWD', 7.6, 195) },
    grades: [g('MR', 30490, 1), g('LS', 33490, 2), g('Exceed', 37490, 3)],
  }),
];

export const NISSAN: ModelSpec[] = [
  m({
    make: 'Nissan', model: 'Navara', body: 'ute', series: 'D23', prev: [2015, 'D40'], since: 2011, weight: 4, seats: 5, wmi: 'MNT',
    dims: dims(5255, 1850, 1840, 80, 3500, 3150, 5), extras: ['Tub liner', 'Rear differential lock'],
    pts: { d4: pt('diesel', 2298, 4, 'A7', '4WD', 7.0, 450, { turbo: 'Twin Turbo' }), d2: pt('diesel', 2298, 4, 'M6', 'RWD', 6.3, 403) },
    grades: [g('SL', 36490, 1, 'd2', { body: 'cab-chassis' }), g('SL 4x4', 53490, 1), g('ST', 58490, 2), g('ST-X', 65990, 3), g('PRO-4X', 67990, 3)],
  }),
  m({
    make: 'Nissan', model: 'X-Trail', body: 'suv', series: 'T33', prev: [2022, 'T32'], since: 2011, weight: 4, seats: 5, wmi: 'JN1',
    dims: dims(4680, 1840, 1725, 55, 2000, 2240, 5),
    pts: { f: pt('petrol', 2488, 4, 'CVT', 'FWD', 7.4, 244), a: pt('petrol', 2488, 4, 'CVT', 'AWD', 7.8, 244), e: pt('hybrid', 1497, 3, 'E1', 'AWD', 6.1, 525, { turbo: true }) },
    grades: [g('ST', 38990, 1), g('ST-L', 46990, 2, 'a'), g('Ti', 54990, 3, 'a'), g('Ti-L e-POWER', 62990, 4, 'e', { years: [2023, NOW] })],
  }),
  m({
    make: 'Nissan', model: 'Patrol', body: 'suv', series: 'Y62', since: 2013, weight: 2, seats: 8, wmi: 'JN1',
    dims: dims(5175, 1995, 1940, 140, 3500, 3500, null), extras: ['Hydraulic body motion control', 'Rear differential lock'],
    pts: { v8: pt('premium', 5552, 8, 'A7', '4WD', 14.4, 560) },
    grades: [g('Ti', 85990, 3), g('Ti-L', 98990, 4), g('Warrior', 105990, 4, null, { years: [2022, NOW] })],
  }),
];

export const SUBARU: ModelSpec[] = [
  m({
    make: 'Subaru', model: 'Forester', body: 'suv', series: 'S6', prev: [2025, 'S5'], since: 2011, weight: 3, seats: 5, wmi: 'JF2',
    dims: dims(4655, 1830, 1730, 63, 1800, 2110, 5), extras: ['X-MODE', 'EyeSight driver assist'],
    pts: { p: pt('petrol', 2498, 4, 'CVT', 'AWD', 7.4, 241), h: pt('hybrid', 2498, 4, 'CVT', 'AWD', 6.7, 212) },
    grades: [g('2.5i', 40490, 1), g('2.5i-L', 43490, 2), g('2.5i Premium', 45490, 2), g('2.5i Sport', 47990, 3), g('Hybrid S', 54490, 4, 'h', { years: [2022, NOW] })],
  }),
  m({
    make: 'Subaru', model: 'Outback', body: 'wagon', series: 'BT', prev: [2021, 'BS'], since: 2011, weight: 3, seats: 5, wmi: 'JF1',
    dims: dims(4870, 1875, 1675, 63, 2000, 2250, 5), extras: ['X-MODE', 'EyeSight driver assist', 'Roof rails'],
    pts: { p: pt('petrol', 2498, 4, 'CVT', 'AWD', 7.3, 252), t: pt('petrol', 2387, 4, 'CVT', 'AWD', 9.0, 350, { turbo: true }) },
    grades: [g('AWD', 45490, 2), g('AWD Sport', 51490, 3), g('AWD Touring', 54490, 4), g('AWD Sport XT', 56990, 3, 't', { years: [2023, NOW] }), g('AWD Touring XT', 59990, 4, 't', { years: [2023, NOW] })],
  }),
  m({
    make: 'Subaru', model: 'Crosstrek', body: 'suv', series: 'GU', since: 2023, weight: 2, seats: 5, wmi: 'JF2',
    dims: dims(4480, 1800, 1600, 48, 1270, 1940, 5), extras: ['X-MODE', 'EyeSight driver assist'],
    pts: { p: pt('petrol', 1995, 4, 'CVT', 'AWD', 7.2, 196), h: pt('hybrid', 1995, 4, 'CVT', 'AWD', 6.5, 196) },
    grades: [g('2.0R', 37490, 2), g('2.0S', 44490, 3), g('Hybrid L', 43490, 2, 'h'), g('Hybrid S', 48490, 4, 'h')],
  }),
];

export const HONDA: ModelSpec[] = [
  m({
    make: 'Honda', model: 'Civic', body: 'hatch', series: 'FL', prev: [2022, 'FK'], since: 2011, weight: 2, seats: 5, wmi: 'MRH',
    dims: dims(4560, 1802, 1415, 47, null, 1800, 5),
    pts: { t: pt('petrol', 1498, 4, 'CVT', 'FWD', 6.3, 240, { turbo: true }), h: pt('hybrid', 1993, 4, 'E1', 'FWD', 4.2, 315), r: pt('premium', 1996, 4, 'M6', 'FWD', 8.8, 420, { turbo: true }) },
    grades: [g('VTi LX', 47490, 3), g('e:HEV LX', 55490, 4, 'h', { years: [2022, NOW] }), g('Type R', 73490, 4, 'r')],
  }),
  m({
    make: 'Honda', model: 'CR-V', body: 'suv', series: 'RS', prev: [2023, 'RW'], since: 2011, weight: 3, seats: 5, wmi: 'MRH',
    dims: dims(4700, 1866, 1681, 57, 1500, 2230, 5),
    pts: { t: pt('petrol', 1498, 4, 'CVT', 'FWD', 7.3, 240, { turbo: true }), h: pt('hybrid', 1993, 4, 'E1', 'AWD', 5.3, 335) },
    grades: [g('VTi', 45490, 2), g('VTi X', 48490, 2), g('VTi L7', 52490, 3), g('e:HEV RS', 62490, 4, 'h', { years: [2023, NOW] })],
  }),
  m({
    make: 'Honda', model: 'HR-V', body: 'suv', series: 'RV', prev: [2022, 'RU'], since: 2015, weight: 2, seats: 5, wmi: 'MRH',
    dims: dims(4346, 1790, 1582, 40, null, 1760, 5),
    pts: { p: pt('petrol', 1498, 4, 'CVT', 'FWD', 5.6, 145), h: pt('hybrid', 1498, 4, 'E1', 'FWD', 4.3, 253) },
    grades: [g('Vi X', 37490, 2), g('e:HEV L', 46490, 4, 'h', { years: [2022, NOW] })],
  }),
];

export const SUZUKI: ModelSpec[] = [
  m({
    make: 'Suzuki', model: 'Swift', body: 'hatch', series: 'AZH', prev: [2024, 'AZ'], since: 2011, weight: 3, seats: 5, wmi: 'MA3',
    dims: dims(3860, 1735, 1495, 37, 1000, 1360, 3),
    pts: { h: pt('hybrid', 1197, 3, 'CVT', 'FWD', 4.0, 112), p: pt('petrol', 1242, 4, 'CVT', 'FWD', 4.8, 120), s: pt('premium', 1373, 4, 'A6', 'FWD', 6.1, 230, { turbo: true }) },
    grades: [
      g('Hybrid', 25490, 1, 'h', { years: [2024, NOW] }), g('Hybrid GL Plus', 28490, 2, 'h', { years: [2024, NOW] }), g('Hybrid GLX', 31490, 3, 'h', { years: [2024, NOW] }),
      g('GL Navigator', 22990, 1, 'p', { years: [2011, 2023] }), g('Sport', 32490, 3, 's', { years: [2018, 2023] }),
    ],
  }),
  m({
    make: 'Suzuki', model: 'Jimny', body: 'suv', series: 'JB74', prev: [2018, 'SN'], since: 2018, weight: 2, seats: 4, wmi: 'JSA',
    dims: dims(3645, 1645, 1720, 40, 1300, 1435, 3), extras: ['Low-range transfer case', 'Hill descent control'],
    pts: { m: pt('petrol', 1462, 4, 'M5', '4WD', 6.4, 130), a: pt('petrol', 1462, 4, 'A4', '4WD', 6.9, 130) },
    grades: [g('Lite', 31490, 1, 'm', { years: [2021, NOW] }), g('', 33990, 1, 'm'), g('', 35990, 2, 'a'), g('XL', 38990, 2, 'a', { years: [2024, NOW] })],
  }),
];

export const ISUZU_UTE: ModelSpec[] = [
  m({
    make: 'Isuzu', model: 'D-Max', body: 'ute', series: 'RG', prev: [2020, 'TF'], since: 2012, weight: 6, seats: 5, wmi: 'MPA',
    dims: dims(5265, 1870, 1790, 76, 3500, 3100, 5), extras: ['Tub liner', 'Rear differential lock'],
    pts: { d4: pt('diesel', 2999, 4, 'A6', '4WD', 8.0, 450), d2: pt('diesel', 1898, 4, 'A6', 'RWD', 7.0, 360) },
    grades: [g('SX', 36990, 1, 'd2', { body: 'cab-chassis' }), g('SX 4x4', 52490, 1), g('LS-M', 56490, 1), g('LS-U', 62490, 2), g('X-Terrain', 69990, 3)],
  }),
  m({
    make: 'Isuzu', model: 'MU-X', body: 'suv', series: 'RJ', prev: [2021, 'UC'], since: 2013, weight: 3, seats: 7, wmi: 'MPA',
    dims: dims(4850, 1870, 1815, 80, 3500, 2800, 5),
    pts: { d4: pt('diesel', 2999, 4, 'A6', '4WD', 8.3, 450), d2: pt('diesel', 1898, 4, 'A6', 'RWD', 7.5, 360) },
    grades: [g('LS-M', 48990, 1, 'd2'), g('LS-U', 58990, 2), g('LS-T', 64990, 3)],
  }),
];
