/** European and Chinese makes, and Tesla. Series null means the make uses model-year codes (MY25). */
import { dims, g, m, pt, type ModelSpec } from './catalogue-types.ts';

const NOW = 2100;

export const VOLKSWAGEN: ModelSpec[] = [
  m({
    make: 'Volkswagen', model: 'Golf', body: 'hatch', series: '8', prev: [2021, '7.5'], since: 2011, weight: 3, seats: 5, wmi: 'WVW',
    dims: dims(4284, 1789, 1456, 50, 1500, 1840, 5),
    pts: { t: pt('premium', 1395, 4, 'DCT8', 'FWD', 5.8, 250, { turbo: true }), gti: pt('premium', 1984, 4, 'DCT7', 'FWD', 7.1, 370, { turbo: true }), r: pt('premium', 1984, 4, 'DCT7', 'AWD', 8.1, 420, { turbo: true }) },
    grades: [g('110TSI Life', 36990, 2), g('110TSI Style', 42490, 3), g('110TSI R-Line', 44490, 3), g('GTI', 58490, 4, 'gti'), g('R', 72490, 4, 'r')],
  }),
  m({
    make: 'Volkswagen', model: 'Amarok', body: 'ute', series: 'NF', prev: [2023, '2H'], since: 2011, weight: 2, seats: 5, wmi: 'WV1',
    dims: dims(5350, 1910, 1884, 80, 3500, 3250, 5), extras: ['Tub liner', 'Rear differential lock'],
    pts: { d: pt('diesel', 1996, 4, 'A10', '4WD', 7.6, 500, { turbo: 'Twin Turbo' }), v6: pt('diesel', 2993, 6, 'A10', '4WD', 8.4, 600) },
    grades: [g('Core', 57490, 1), g('Life', 62490, 2), g('Style V6', 72490, 3, 'v6'), g('PanAmericana V6', 82490, 4, 'v6'), g('Aventura V6', 86490, 4, 'v6')],
  }),
  m({
    make: 'Volkswagen', model: 'Tiguan', body: 'suv', series: null, since: 2011, weight: 3, seats: 5, wmi: 'WVG',
    dims: dims(4539, 1859, 1656, 58, 2000, 2210, 5),
    pts: { t: pt('premium', 1395, 4, 'DCT6', 'FWD', 7.0, 250, { turbo: true }), a: pt('premium', 1984, 4, 'DCT7', 'AWD', 8.1, 350, { turbo: true }) },
    grades: [g('110TSI Life', 45490, 2), g('162TSI Elegance', 60490, 4, 'a'), g('162TSI R-Line', 62490, 4, 'a')],
  }),
];

export const MERCEDES_BENZ: ModelSpec[] = [
  m({
    make: 'Mercedes-Benz', model: 'A-Class', body: 'hatch', series: 'W177', prev: [2018, 'W176'], since: 2013, weight: 1.5, seats: 5, wmi: 'W1K',
    dims: dims(4419, 1796, 1440, 43, 1400, 1930, 5), extras: ['MBUX infotainment'],
    pts: { a200: pt('premium', 1332, 4, 'DCT7', 'FWD', 6.2, 270, { turbo: true }), a250: pt('premium', 1991, 4, 'DCT8', 'AWD', 7.3, 350, { turbo: true }), a35: pt('premium', 1991, 4, 'DCT7', 'AWD', 8.6, 400, { turbo: true }) },
    grades: [g('A 200', 58990, 3), g('A 250 4MATIC', 70490, 4, 'a250'), g('A 35 AMG 4MATIC', 85490, 4, 'a35')],
  }),
  m({
    make: 'Mercedes-Benz', model: 'C-Class', body: 'sedan', series: 'W206', prev: [2022, 'W205'], since: 2011, weight: 2, seats: 5, wmi: 'W1K',
    dims: dims(4751, 1820, 1438, 66, 1800, 2250, 5), extras: ['MBUX infotainment'],
    pts: { c200: pt('premium', 1496, 4, 'A9', 'RWD', 6.4, 300, { turbo: true }), c300: pt('premium', 1999, 4, 'A9', 'RWD', 7.0, 400, { turbo: true }), c43: pt('premium', 1991, 4, 'A9', 'AWD', 9.1, 500, { turbo: true }) },
    grades: [g('C 200', 80490, 4), g('C 300', 95490, 4, 'c300'), g('C 43 AMG 4MATIC', 135490, 4, 'c43')],
  }),
  m({
    make: 'Mercedes-Benz', model: 'GLC', body: 'suv', series: 'X254', prev: [2023, 'X253'], since: 2016, weight: 1.5, seats: 5, wmi: 'W1N',
    dims: dims(4716, 1890, 1640, 62, 2500, 2550, 5), extras: ['MBUX infotainment'],
    pts: { g300: pt('premium', 1999, 4, 'A9', 'AWD', 7.7, 400, { turbo: true }) },
    grades: [g('GLC 300 4MATIC', 95490, 4)],
  }),
];

export const BMW_CARS: ModelSpec[] = [
  m({
    make: 'BMW', model: '3 Series', body: 'sedan', series: 'G20', prev: [2019, 'F30'], since: 2011, weight: 1.5, seats: 5, wmi: 'WBA',
    dims: dims(4713, 1827, 1440, 59, 1600, 2115, 5), extras: ['BMW Live Cockpit Professional'],
    pts: { i320: pt('premium', 1998, 4, 'A8', 'RWD', 6.4, 300, { turbo: true }), i330: pt('premium', 1998, 4, 'A8', 'RWD', 6.6, 400, { turbo: true }), m340: pt('premium', 2998, 6, 'A8', 'AWD', 7.8, 500, { turbo: true }) },
    grades: [g('320i M Sport', 72490, 4), g('330i M Sport', 82490, 4, 'i330'), g('M340i xDrive', 110490, 4, 'm340')],
  }),
  m({
    make: 'BMW', model: 'X3', body: 'suv', series: 'G45', prev: [2025, 'G01'], since: 2011, weight: 1.5, seats: 5, wmi: 'WBA',
    dims: dims(4755, 1920, 1660, 65, 2400, 2500, 5), extras: ['BMW Live Cockpit Professional'],
    pts: { x20: pt('premium', 1998, 4, 'A8', 'AWD', 7.5, 330, { turbo: true }), phev: pt('phev', 1998, 4, 'A8', 'AWD', 1.8, 450, { turbo: true }), m50: pt('premium', 2998, 6, 'A8', 'AWD', 8.2, 580, { turbo: true }) },
    grades: [g('xDrive20', 84490, 4), g('30e xDrive', 95490, 4, 'phev', { years: [2020, NOW] }), g('M50 xDrive', 125490, 4, 'm50', { years: [2025, NOW] })],
  }),
  m({
    make: 'BMW', model: 'X5', body: 'suv', series: 'G05', prev: [2019, 'F15'], since: 2011, weight: 1.5, seats: 5, wmi: '5UX',
    dims: dims(4935, 2004, 1765, 83, 2700, 2980, 5), extras: ['BMW Live Cockpit Professional', 'Air suspension'],
    pts: { d30: pt('diesel', 2993, 6, 'A8', 'AWD', 7.2, 670), phev: pt('phev', 2998, 6, 'A8', 'AWD', 1.7, 700, { turbo: true }) },
    grades: [g('xDrive30d', 125490, 4), g('xDrive50e', 140490, 4, 'phev', { years: [2024, NOW] })],
  }),
];

export const MG: ModelSpec[] = [
  m({
    make: 'MG', model: 'ZS', body: 'suv', series: 'AZS1', since: 2017, weight: 4, seats: 5, wmi: 'LSJ',
    dims: dims(4323, 1809, 1653, 48, 500, 1700, 4),
    pts: { p: pt('petrol', 1498, 4, 'CVT', 'FWD', 6.9, 141), h: pt('hybrid', 1498, 4, 'A3', 'FWD', 4.5, 250), ev: pt('electric', null, null, 'E1', 'FWD', null, 280) },
    grades: [
      g('Excite', 25990, 1), g('Essence', 28990, 2), g('Excite Hybrid+', 33990, 2, 'h', { years: [2025, NOW] }),
      g('EV Excite', 40990, 2, 'ev', { years: [2020, NOW] }), g('EV Essence Long Range', 48990, 3, 'ev', { years: [2022, NOW] }),
    ],
  }),
  m({
    make: 'MG', model: 'MG4', body: 'hatch', series: 'EH32', since: 2023, weight: 2, seats: 5, wmi: 'LSJ',
    dims: dims(4287, 1836, 1504, null, null, 2050, 5),
    pts: { r: pt('electric', null, null, 'E1', 'RWD', null, 250), x: pt('electric', null, null, 'E1', 'AWD', null, 600) },
    grades: [g('Excite 51', 36990, 2), g('Excite 64', 42990, 2), g('Essence 64', 47990, 3), g('XPOWER', 60990, 4, 'x')],
  }),
];

export const BYD: ModelSpec[] = [
  m({
    make: 'BYD', model: 'Atto 3', body: 'suv', series: null, since: 2022, weight: 1.5, seats: 5, wmi: 'LGX',
    dims: dims(4455, 1875, 1615, null, 750, 2200, 5), extras: ['Vehicle-to-load (V2L)', 'Rotating touchscreen'],
    pts: { ev: pt('electric', null, null, 'E1', 'FWD', null, 310) },
    grades: [g('Standard Range', 46990, 3), g('Extended Range', 50990, 4)],
  }),
  m({
    make: 'BYD', model: 'Seal', body: 'sedan', series: null, since: 2023, weight: 1.5, seats: 5, wmi: 'LGX',
    dims: dims(4800, 1875, 1460, null, null, 2350, 5), extras: ['Vehicle-to-load (V2L)'],
    pts: { r: pt('electric', null, null, 'E1', 'RWD', null, 360), a: pt('electric', null, null, 'E1', 'AWD', null, 670) },
    grades: [g('Dynamic RWD', 50990, 3), g('Premium RWD', 58990, 4), g('Performance AWD', 68990, 4, 'a')],
  }),
  m({
    make: 'BYD', model: 'Shark 6', body: 'ute', series: null, since: 2025, weight: 1, seats: 5, wmi: 'LGX',
    dims: dims(5457, 1971, 1925, 60, 2500, 3450, 5), extras: ['Vehicle-to-load (V2L)', 'Tub liner'],
    pts: { phev: pt('phev', 1497, 4, 'E1', 'AWD', 2.0, 650, { turbo: true }) },
    grades: [g('Premium', 58990, 4)],
  }),
];

export const TESLA: ModelSpec[] = [
  m({
    make: 'Tesla', model: 'Model 3', body: 'sedan', series: null, since: 2019, weight: 2, seats: 5, wmi: 'LRW',
    dims: dims(4720, 1850, 1441, null, null, 2150, 5), extras: ['Over-the-air software updates', 'Glass roof'],
    pts: { r: pt('electric', null, null, 'E1', 'RWD', null, 420), a: pt('electric', null, null, 'E1', 'AWD', null, 493), p: pt('electric', null, null, 'E1', 'AWD', null, 741) },
    grades: [g('Rear-Wheel Drive', 55990, 3), g('Long Range AWD', 65990, 4, 'a'), g('Performance AWD', 80990, 4, 'p')],
  }),
  m({
    make: 'Tesla', model: 'Model Y', body: 'suv', series: null, since: 2022, weight: 3, seats: 5, wmi: 'LRW',
    dims: dims(4751, 1921, 1624, null, 1600, 2420, 5), extras: ['Over-the-air software updates', 'Glass roof'],
    pts: { r: pt('electric', null, null, 'E1', 'RWD', null, 420), a: pt('electric', null, null, 'E1', 'AWD', null, 493), p: pt('electric', null, null, 'E1', 'AWD', null, 660) },
    grades: [g('Rear-Wheel Drive', 60990, 3), g('Long Range AWD', 72990, 4, 'a'), g('Performance AWD', 83990, 4, 'p')],
  }),
];
