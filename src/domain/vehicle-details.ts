import { dealerCommentParagraphs, dealerCommentsCollapse } from './dealer-comments.ts';
import { formatKm } from './format.ts';
import { regoDisplay } from './rego.ts';
import { CAR_TYPE_LABELS, type Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { specRows, type SpecRow } from './spec-rows.ts';
import { fillString } from './fill-string.ts';
import type { Strings } from './strings.ts';
import { feetToMetres } from './units.ts';

const metres = (feet: number | null | undefined) => (feet == null ? null : feetToMetres(feet));
const round1 = (value: number | null | undefined) => (value == null ? null : Math.round(value * 10) / 10);

/** The vehicle page's key information rows (spec 01 §2); rows without data are left out (spec 01 §5). */
export function keyInformation(car: Car, site: SiteConfig, strings: Strings, now: Date): SpecRow[] {
  const rego = regoDisplay(car.rego_expiry, now, site.features.rego_unregistered_when_expired);
  return specRows([
    ['Condition', CAR_TYPE_LABELS[car.car_type]],
    ['Odometer', car.km == null ? null : formatKm(car.km)],
    ['Transmission', car.trans ?? car.simple_transmission],
    ['Fuel Type', car.fuel ?? car.simple_fuel],
    ['Body', car.body ?? car.simple_body],
    ['Drive', car.drive ?? car.simple_drive],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)}L` : null],
    ['Colour', car.colour],
    ['Interior', car.interior_colour],
    ['Seats', car.seats],
    ['Doors', car.doors],
    ['Stock No.', car.stocknum],
    ['VIN', car.vin],
    ['Rego', car.regplate],
    [
      'Rego Expiry',
      rego === null
        ? null
        : rego.kind === 'expires'
          ? fillString(strings['rego.expiresOn'], { date: rego.date })
          : strings['rego.unregistered'],
    ],
    ['Build Date', car.build_date],
    ['Compliance Date', car.compliance_date],
    ['Location', car.location_name],
  ]);
}

/** All specifications (spec 01 §2): the variant's technical data, or a caravan's in metres. */
export function specifications(car: Car): SpecRow[] {
  const v = car.variant ?? {};
  const caravan = car.specifications ?? {};
  return specRows([
    ['Engine Size', v.enginesize, ' cc'],
    ['Cylinders', v.cylinders],
    ['Induction', v.induction],
    ['Gear Type', v.geartype],
    ['Fuel Consumption (combined)', round1(v.fuelconsumptioncombined), ' L/100km'],
    ['Fuel Capacity', v.fuelcapacity, ' L'],
    ['Torque', v.torque, ' Nm'],
    ['Towing Capacity (braked)', v.towingcapacitybraked, ' kg'],
    ['Gross Vehicle Mass', v.grossvehiclemass, ' kg'],
    ['Length', v.vehiclelength, ' mm'],
    ['Width', v.vehiclewidth, ' mm'],
    ['Height', v.vehicleheight, ' mm'],
    ['Body Configuration', v.bodyconfiguration ?? car.bodyconfiguration],
    ['ANCAP Rating', v.ancaprating, ' stars'],
    ['Body Width', metres(caravan.body_width), ' m'],
    ['Body Length', metres(caravan.body_length), ' m'],
    ['Tare Weight', caravan.tare_weight, ' kg'],
    ['Aggregate Trailer Mass', caravan.aggregate_trailer_mass, ' kg'],
    ['Axle Type', caravan.axle_type],
    ['Sleeps', caravan.sleeps],
  ]);
}

export function dealerComments(car: Car) {
  const comments = dealerCommentParagraphs(car.dealercomments);
  return comments.pending
    ? { paragraphs: [] as string[], collapsible: false }
    : { paragraphs: comments.paragraphs, collapsible: dealerCommentsCollapse(comments.paragraphs) };
}
