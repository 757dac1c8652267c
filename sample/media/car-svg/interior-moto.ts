// Rider's-eye scenes of a motorcycle for the interior views: the cockpit, each side and the tail.

import type { Cab } from './interior.ts';

const STUDIO =
  '<rect width="1200" height="800" fill="url(#b)"/><path stroke="#aeb5bd" stroke-width="4" d="M0 470H1200"/>';

export function motoFront(): string {
  let s = STUDIO;
  s += '<path class="g" opacity=".6" d="M470 330Q600 250 730 330L705 440H495Z"/>';
  s +=
    '<rect x="495" y="420" width="210" height="115" rx="30" fill="#1d1f22"/><circle cx="560" cy="478" r="38" fill="#0f1720" stroke="#8ec9f0" stroke-width="4"/><rect x="612" y="452" width="70" height="52" rx="6" fill="#2e4a63"/>';
  s +=
    '<path stroke="#1a1b1e" stroke-width="8" d="M300 545L240 380M900 545L960 380"/><ellipse cx="235" cy="365" rx="70" ry="40" fill="#1a1b1e"/><ellipse cx="965" cy="365" rx="70" ry="40" fill="#1a1b1e"/>';
  s +=
    '<path fill="none" stroke="#1a1b1e" stroke-width="22" stroke-linecap="round" d="M120 525Q350 565 520 565H680Q850 565 1080 525"/><path stroke="#303236" stroke-width="36" stroke-linecap="round" d="M120 525L215 540M1080 525L985 540"/><path stroke="#9aa1aa" stroke-width="8" stroke-linecap="round" d="M250 548L150 590M950 548L1050 590"/>';
  s +=
    '<rect x="535" y="565" width="130" height="42" rx="10" fill="#2b2d31"/><path class="a s" d="M370 800Q370 630 600 605Q830 630 830 800Z"/><circle cx="600" cy="672" r="26" fill="#b4bac2"/>';
  return s;
}

export function motoRear(c: Cab): string {
  return (
    STUDIO +
    `<path class="a s" d="M455 560Q600 470 745 560L715 610H485Z"/><rect x="560" y="565" width="80" height="22" rx="6" fill="#b3212b"/><path fill="${c.seat}" d="M370 800Q390 600 600 585Q810 600 830 800Z"/>`
  );
}

export function motoSide(left: boolean): string {
  let s = STUDIO;
  s += left
    ? `<path fill="#7b828b" d="M300 330H900V350H300Z"/><circle cx="600" cy="265" r="70" class="a s"/><path fill="#1f2a36" d="M548 262Q600 220 652 262V290H548Z"/>`
    : '<rect x="380" y="250" width="440" height="300" rx="8" fill="#b7302a"/><path stroke="#7e1f1b" stroke-width="4" d="M380 330H820M380 410H820M380 490H820"/><path stroke="#d8dce1" stroke-width="10" stroke-linecap="round" d="M560 290H640M560 370H640M560 450H640"/>';
  return s;
}
