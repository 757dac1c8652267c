// Cabin scenes of cars, utes, vans and trucks: dashboard, door panels and rear bench.

import type { Cab } from './interior.ts';

const SKY =
  '<rect width="1200" height="800" fill="url(#y)"/><path fill="#aab2bb" d="M0 330H1200V560H0Z"/><path fill="#c7ced6" d="M90 330v-60h280v60zm420 0v-95h330v95z"/>';
const HEADLINER = '<path fill="#d9d6d0" d="M0 0H1200V100Q600 70 0 100Z"/>';
const TRIM = '#2c2e32';

export function dashboard(c: Cab, seats: boolean): string {
  const dy = c.v.dash;
  const work = c.v.cabin === 'work';
  const q = work ? dy - 10 : dy - 70;
  const wr = work ? 150 : 128;
  const cx = 760;
  const cy = dy + 175;
  let s = SKY;
  s += c.v.cabin === 'open' ? `<path fill="${TRIM}" d="M110 96H1090V118H110Z"/>` : HEADLINER;
  s += `<path fill="#2f3136" d="M0 80L130 104L30 ${dy}H0ZM1200 80L1070 104L1170 ${dy}H1200Z"/><rect x="548" y="112" width="104" height="34" rx="10" fill="#2f3136"/>`;
  s += `<path fill="#2a2c30" d="M0 ${dy}Q600 ${q} 1200 ${dy}V800H0Z"/><path fill="none" stroke="${c.paint.base}" stroke-width="9" d="M0 ${dy + 58}Q600 ${q + 58} 1200 ${dy + 58}"/>`;
  s += `<path stroke="#4b4f56" stroke-width="7" d="M170 ${dy + 34}h100m-100 15h100M950 ${dy + 34}h100m-100 15h100"/>`;
  s += `<rect x="528" y="${dy + 10}" width="144" height="88" rx="8" fill="#1d3347" stroke="#5d7c99" stroke-width="3"/>`;
  s += `<path fill="#1d1f22" d="M630 ${dy + 40}Q${cx} ${dy - 30} 890 ${dy + 40}Z"/><path fill="none" stroke="#8ec9f0" stroke-width="4" d="M${cx - 78} ${dy + 36}a30 30 0 1 1 60 0m36 0a30 30 0 1 1 60 0"/>`;
  s += `<path fill="#222427" d="M500 ${dy + 150}H700L770 800H430Z"/><circle cx="600" cy="${dy + 235}" r="22" fill="#55595f"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${wr}" fill="none" stroke="#16171a" stroke-width="26"/><path stroke="#16171a" stroke-width="24" d="M${cx - wr} ${cy}H${cx + wr}M${cx} ${cy}V${cy + wr}"/><circle cx="${cx}" cy="${cy}" r="42" fill="#2b2d31"/><circle cx="${cx}" cy="${cy}" r="12" fill="#aeb4bc"/>`;
  if (seats) {
    s += `<g id="z" fill="${c.seat}"><path d="M20 800L55 590Q195 550 335 590L370 800Z"/><rect x="125" y="500" width="140" height="84" rx="26"/></g><use href="#z" x="840"/><path stroke="#00000033" stroke-width="4" d="M195 600V800M1035 600V800"/>`;
  }
  return s;
}

export function doorPanel(c: Cab, driver: boolean): string {
  let s = SKY;
  if (c.v.cabin !== 'open') s += '<path fill="#d9d6d0" d="M0 0H1200V90H0Z"/>';
  s += '<path fill="#2f3136" d="M0 0H140L80 430H0ZM1200 0H1060L1120 430H1200Z"/>';
  s += `<path fill="${TRIM}" d="M0 410Q600 390 1200 410V800H0Z"/><path stroke="${c.paint.base}" stroke-width="8" d="M90 455H1110"/>`;
  s +=
    '<rect x="260" y="545" width="620" height="44" rx="20" fill="#3e4147"/><rect x="380" y="480" width="110" height="18" rx="9" fill="#aab1b9"/><circle cx="330" cy="695" r="62" fill="#1e2023" stroke="#4d5157" stroke-width="6"/>';
  s += driver
    ? '<path stroke="#121316" stroke-width="14" d="M690 567h30m20 0h30m20 0h30m20 0h30"/><path class="a s" d="M95 300Q230 280 250 330L240 400H100Z"/>'
    : '<path fill="#24262a" d="M520 650H1080V740H520Z"/><path class="a s" d="M1105 300Q970 280 950 330L960 400H1100Z"/>';
  return s;
}

export function rearBench(c: Cab): string {
  let s = SKY;
  // The rear window opening varies with the body (dash height stands in for roof height).
  const t = 100 + c.v.dash - 440;
  s +=
    c.v.cabin === 'open'
      ? ''
      : `<path fill="#d9d6d0" d="M0 0H1200V${t}H0Z"/><path fill="#2f3136" d="M0 ${t}H220L160 390H0ZM1200 ${t}H980L1040 390H1200Z"/>`;
  s += '<path fill="#232528" d="M100 380H1100L1130 440H70Z"/>';
  s += `<path fill="${c.seat}" d="M70 440H1130L1110 710H90ZM215 445V395Q215 372 238 372H342Q365 372 365 395V445ZM525 445V395Q525 372 548 372H652Q675 372 675 395V445ZM835 445V395Q835 372 858 372H962Q985 372 985 395V445Z"/>`;
  s +=
    '<path stroke="#00000040" stroke-width="4" d="M470 450V700M730 450V700"/><path fill="#34373c" d="M40 705H1160V800H40Z"/>';
  return s;
}
