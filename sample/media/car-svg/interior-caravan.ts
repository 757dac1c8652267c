// Caravan interior scenes: lounge, kitchen, bed and door.

import type { Cab } from './interior.ts';

const CV_WALL =
  '<rect width="1200" height="800" fill="#f3efe7"/><path fill="#e2dccf" d="M0 0H1200V105H0Z"/><path stroke="#c8c0b0" stroke-width="3" d="M300 0V105M600 0V105M900 0V105"/><path fill="#b08d64" d="M0 720H1200V800H0Z"/>';

export function caravanFront(c: Cab): string {
  return (
    CV_WALL +
    '<rect x="250" y="140" width="700" height="230" rx="40" fill="url(#y)" stroke="#d1ccc2" stroke-width="14"/>' +
    '<path fill="#5e6b7a" d="M110 400H1090V560H110Z"/><path fill="#4b5663" d="M70 560H1130V690H70Z"/>' +
    `<rect x="180" y="430" width="150" height="110" rx="18" fill="${c.paint.base}"/><rect x="870" y="430" width="150" height="110" rx="18" fill="${c.paint.base}"/>` +
    '<path fill="#c8a57b" d="M330 600H870L930 650H270Z"/><path fill="#8a8f96" d="M585 650H615V720H585Z"/>'
  );
}

export function caravanKitchen(): string {
  return (
    CV_WALL +
    '<rect x="420" y="150" width="360" height="170" rx="30" fill="url(#y)" stroke="#d1ccc2" stroke-width="12"/>' +
    '<path fill="#ece7dd" stroke="#cfc7b8" stroke-width="3" d="M60 470H1140V720H60ZM330 470V720M600 470V720M870 470V720"/><path fill="#8d8780" d="M40 448H1160V474H40Z"/>' +
    '<rect x="140" y="452" width="160" height="14" rx="7" fill="#c3c8ce"/><rect x="780" y="452" width="220" height="16" rx="4" fill="#1f2023"/>' +
    '<path stroke="#8d8780" stroke-width="8" stroke-linecap="round" d="M300 520V560M360 520V560M840 520V560M900 520V560"/>'
  );
}

export function caravanBed(): string {
  return (
    CV_WALL +
    '<rect x="300" y="230" width="600" height="230" rx="20" fill="#d8cfbf"/><path fill="#e7e2d8" d="M60 130H260V720H60ZM940 130H1140V720H940Z"/>' +
    `<path fill="#f7f6f2" d="M280 430H920V720H280Z"/><path class="a" d="M280 560H920V720H280Z"/>` +
    '<rect x="340" y="400" width="230" height="70" rx="28" fill="#fff"/><rect x="630" y="400" width="230" height="70" rx="28" fill="#fff"/>'
  );
}

export function caravanDoor(): string {
  return (
    CV_WALL +
    '<rect x="220" y="150" width="330" height="570" rx="14" fill="#e4dfd4" stroke="#c9c1b2" stroke-width="6"/><rect x="270" y="200" width="230" height="170" rx="24" fill="url(#y)"/><rect x="470" y="440" width="18" height="80" rx="9" fill="#8d8780"/>' +
    '<rect x="720" y="160" width="300" height="560" rx="10" fill="#d9dce0" stroke="#b8bdc4" stroke-width="4"/><path stroke="#b8bdc4" stroke-width="4" d="M720 400H1020"/><path stroke="#8d939b" stroke-width="10" stroke-linecap="round" d="M990 300V360M990 440V520"/>'
  );
}
