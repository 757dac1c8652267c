/** The descriptive fields of a car that follow from its build alone: names, fuel, drive, body and variant. */
import type { CarInput } from '../../src/domain/schemas/car.ts';
import type { Build, DriveKind, FuelKind } from './catalogue.ts';

const FUEL_TEXT: Record<FuelKind, [simple: string, detail: string]> = {
  petrol: ['Petrol', 'Unleaded Petrol'],
  premium: ['Petrol', 'Premium Unleaded Petrol'],
  diesel: ['Diesel', 'Diesel'],
  hybrid: ['Hybrid', 'Hybrid (Petrol/Electric)'],
  electric: ['Electric', 'Electric'],
  phev: ['Plug-in Hybrid', 'Plug-in Hybrid (Petrol/Electric)'],
};

const DRIVE_TEXT: Record<DriveKind, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
};

/** The drive words dealers put in a title: "2WD"/"AWD"/"4x4" for SUVs, "4x2"/"4x4" for utes, nothing for cars. */
function driveWords(build: Build): string | null {
  const drive = build.pt?.drive;
  if (!drive || build.model.item !== 'car') return null;
  const kind = build.grade.body ?? build.model.body;
  if (kind === 'ute' || kind === 'cab-chassis') return drive === '4WD' || drive === 'AWD' ? '4x4' : '4x2';
  if (kind === 'suv' || kind === 'wagon') return drive === '4WD' ? '4x4' : drive === 'AWD' ? 'AWD' : '2WD';
  return null;
}

/** "2022 Toyota RAV4 GX Auto 2WD"; motorcycles, trucks and caravans carry no gearbox or drive words. */
export function vehicleName(build: Build): string {
  const { model, grade, year, pt } = build;
  const words: (string | null)[] = [String(year), model.make, model.model, grade.badge || null];
  if (model.item === 'car' && pt) {
    const drive = driveWords(build);
    const badgeSaysDrive = /\b(AWD|4x4|4x2|xDrive|4MATIC|4Motion)\b/i.test(grade.badge);
    words.push(pt.simpleTransmission === 'Manual' ? 'Manual' : 'Auto', badgeSaysDrive ? null : drive);
    const kind = grade.body ?? model.body;
    if (kind === 'ute') words.push('Double Cab');
    if (kind === 'cab-chassis' && !/cab/i.test(grade.badge)) words.push('Cab Chassis');
  }
  return words.filter(Boolean).join(' ');
}

/** carsales-style title: the name and the model year ("... MY26"). */
export function carsalesTitle(build: Build): string {
  return `${vehicleName(build)} MY${String(build.year).slice(2)}`;
}

type DescriptiveFields = Pick<
  CarInput,
  | 'gearnum'
  | 'simple_transmission'
  | 'trans'
  | 'bodyconfiguration'
  | 'simple_body'
  | 'body'
  | 'simple_fuel'
  | 'fuel'
  | 'simple_drive'
  | 'drive'
  | 'seats'
  | 'doors'
  | 'engine_size'
  | 'engine_size_litres'
  | 'variant'
  | 'series'
  | 'badge'
>;

export function descriptiveFields(build: Build): DescriptiveFields {
  const { model, pt, body } = build;
  const litres = pt?.cc ? Math.round(pt.cc / 100) / 10 : null;
  const fields: DescriptiveFields = {
    badge: build.grade.badge || null,
    series: build.series,
    bodyconfiguration: body.configuration,
    simple_body: body.simple,
    body: build.bodyText,
    seats: model.seats,
    doors: body.doors,
    gearnum: null,
    simple_transmission: null,
    trans: null,
    simple_fuel: null,
    fuel: null,
    simple_drive: null,
    drive: null,
    engine_size: null,
    engine_size_litres: null,
    variant: null,
  };
  if (!pt) return fields;
  const [simpleFuel, fuel] = FUEL_TEXT[pt.fuel];
  return {
    ...fields,
    gearnum: pt.geartype.startsWith('Constantly') ? null : pt.gears,
    simple_transmission: pt.simpleTransmission,
    trans: pt.trans,
    simple_fuel: simpleFuel,
    fuel,
    simple_drive: pt.drive,
    drive: pt.driveText ?? DRIVE_TEXT[pt.drive],
    engine_size: pt.cc,
    engine_size_litres: litres,
    variant: {
      enginesize: pt.cc,
      enginesize_litres: litres,
      cylinders: pt.cylinders,
      induction: pt.induction,
      geartype: pt.geartype,
      fuelconsumptioncombined: pt.l100,
      fuelcapacity: model.dims.fuelCapacity,
      grossvehiclemass: model.dims.gvm,
      vehiclelength: model.dims.length,
      vehicleheight: model.dims.height,
      vehiclewidth: model.dims.width,
      towingcapacitybraked: model.dims.towing,
      torque: pt.torque,
      bodyconfiguration: body.configuration,
      ancaprating: model.dims.ancap,
    },
  };
}
