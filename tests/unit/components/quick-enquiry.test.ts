import { describe, expect, it } from 'vitest';
import { carIdFromQuery } from '../../../src/components/forms/car-from-address.ts';
import { initialFormState, leadFormSteps, leadRequestBody } from '../../../src/components/forms/lead-form-fields.ts';
import { quickEnquiryFormProps } from '../../../src/components/forms/lead-dialog-data.ts';
import { leadDialogData } from '../../../src/components/forms/lead-dialog-props.ts';
import {
  CAR_TITLE_ATTRIBUTE,
  QUICK_ENQUIRY_ATTRIBUTE,
  quickEnquiryCar,
} from '../../../src/components/forms/quick-enquiry-link.ts';
import { parseSiteConfig } from '../../../src/domain/stock-file.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { minimalSiteInput } from '../../fixtures/cars.ts';

const site = parseSiteConfig(minimalSiteInput, 'site.json');
const data = leadDialogData(site, DEFAULT_STRINGS);
const meta = {
  formToken: null,
  url: 'http://x.localhost/',
  attributes: { visited_pages: ['/'], linked_query_params: {} },
  photosRequest: '',
};

describe('/cars/trade-in?car_id={id} (spec 01 §1, spec 02 §2): the car named by the address', () => {
  it.each([
    ['?car_id=1017', 1017],
    ['?utm_source=x&car_id=42', 42],
    ['?car_id=%2042%20', 42],
    ['', null],
    ['?car_id=', null],
    ['?car_id=0', null],
    ['?car_id=-5', null],
    ['?car_id=12.5', null],
    ['?car_id=1e3', null],
    ['?car_id=2021-toyota-corolla', null],
    ['?car_id=99999999999999999999', null],
  ])('%j gives %j', (search, expected) => {
    expect(carIdFromQuery(search)).toBe(expected);
  });
});

describe('Quick Enquiry link (spec 01 §2 card button "Quick Enquiry")', () => {
  const link = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });
  it.each([
    [
      { [QUICK_ENQUIRY_ATTRIBUTE]: '1017', [CAR_TITLE_ATTRIBUTE]: '2021 Toyota Corolla Ascent' },
      { id: 1017, title: '2021 Toyota Corolla Ascent' },
    ],
    [{ [QUICK_ENQUIRY_ATTRIBUTE]: '7' }, { id: 7, title: '' }],
    [{ [QUICK_ENQUIRY_ATTRIBUTE]: '' }, null],
    [{ [QUICK_ENQUIRY_ATTRIBUTE]: 'abc' }, null],
    [{}, null],
  ])('%j is the car %j', (attributes, expected) => {
    expect(quickEnquiryCar(link(attributes))).toEqual(expected);
  });
});

describe("Quick Enquiry form (spec 02 §3 enquiry fields, for the card's car)", () => {
  const props = quickEnquiryFormProps(data, { id: 1017, title: '2021 Toyota Corolla' });

  it('is the in-stock enquiry for that car, with the trade-in question and no dealership the card cannot know', () => {
    expect(props).toMatchObject({ kind: 'enquiry', formId: 'quick-enquiry' });
    expect(props.context.car).toEqual({ id: 1017, dealershipId: null, inStock: true });
    const steps = leadFormSteps(props.kind, props.options, props.context, props.text);
    expect(steps.flatMap((step) => step.fields.map((field) => field.name))).toContain('has_trade_in');
    const state = {
      ...initialFormState(props.kind, steps, props.context, {}, props.text['form.findSimilarMessage']),
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412 345 678',
      message: 'Hi',
    };
    const body = leadRequestBody(props.kind, steps, state, props.context, meta);
    expect(body).toMatchObject({ type: 'enquiry', car_id: 1017, category: 'General Enquiry' });
    expect(body).not.toHaveProperty('car_dealership_id'); // the server completes it from its stock (spec 01 §7)
  });

  it("the page carries the site's props once, without the lists the enquiry does not show", () => {
    expect(data.dialogs['quick-enquiry']).toEqual({ heading: 'Quick Enquiry', intro: null });
    expect(data.form.context.car).toBeNull();
    expect(data.form.context.regoStates).toEqual([]);
    expect(Object.keys(data.form.text).every((key) => key.startsWith('form.'))).toBe(true);
  });
});
