import { describe, expect, it } from 'vitest';
import {
  LEAD_DIALOG_ATTRIBUTE, leadDialogFormProps, leadDialogKind, serialiseLeadDialogData,
} from '../../../src/components/forms/lead-dialog-data.ts';
import { leadDialogData } from '../../../src/components/forms/lead-dialog-props.ts';
import { LEAD_DIALOG_SELECTOR, plainLeadDialogClick } from '../../../src/components/forms/lead-dialog-trigger.ts';
import { leadFormSteps } from '../../../src/components/forms/lead-form-fields.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const inStock = car({ id: 41, car_type: 'used', dealership_id: 12 });
const sold = car({ id: 42, status: 'sold' });
const testSite = site();

describe('which control opens which dialog (data-lead-dialog)', () => {
  const control = (value: string | null) => ({ getAttribute: (name: string) => (name === LEAD_DIALOG_ATTRIBUTE ? value : null) });
  it.each([
    ['enquiry', 'enquiry'],
    ['test-drive', 'test-drive'],
    ['request-photos', 'request-photos'],
    ['trade-in', null],
    ['', null],
    [null, null],
  ])('%j opens %j', (value, kind) => expect(leadDialogKind(control(value))).toBe(kind));

  it('the page listener looks for the same attribute', () => {
    expect(LEAD_DIALOG_SELECTOR).toBe(`[${LEAD_DIALOG_ATTRIBUTE}]`);
  });

  const target = { closest: (selector: string) => (selector === LEAD_DIALOG_SELECTOR ? 'the control' : null) };
  const click = (fields: Partial<MouseEvent> = {}) => ({
    defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...fields,
  }) as unknown as MouseEvent;
  it.each([
    ['a plain click', click(), true],
    ['a middle click (new tab)', click({ button: 1 }), false],
    ['a ctrl click', click({ ctrlKey: true }), false],
    ['a cmd click', click({ metaKey: true }), false],
    ['a shift click', click({ shiftKey: true }), false],
    ['an alt click', click({ altKey: true }), false],
    ['a click already handled', click({ defaultPrevented: true }), false],
    ['a click elsewhere', click({ target: { closest: () => null } as unknown as EventTarget }), false],
  ])('%s opens the dialog: %s', (_name, event, opens) => {
    expect(plainLeadDialogClick(event)).toBe(opens ? 'the control' : null);
  });
});

describe('the vehicle page\'s dialogs (spec 01 §2 "test-drive modal, enquiry modal, request-photos modal")', () => {
  it('an in-stock car offers all three, with the forms\' own headings and the photos intro', () => {
    const data = leadDialogData(inStock, testSite, DEFAULT_STRINGS);
    expect(data.dialogs).toEqual({
      enquiry: { heading: 'Enquire about this car', intro: null },
      'test-drive': { heading: 'Book a Test Drive', intro: null },
      'request-photos': { heading: 'Request More Photos', intro: DEFAULT_STRINGS['form.photosIntro'] },
    });
    expect(data.carTitle).toContain('Toyota Corolla');
    expect(data.form.context.car).toEqual({ id: 41, dealershipId: 12, inStock: true });
    expect(data.form.context.regoStates).toEqual([]);
  });

  it('spec 01 §4: a sold car offers only the Find Me Something Similar enquiry', () => {
    const data = leadDialogData(sold, testSite, DEFAULT_STRINGS);
    expect(data.dialogs).toEqual({ enquiry: { heading: 'Find Me Something Similar', intro: 'Like this and want something similar?' } });
  });

  it.each([
    ['used car: test drive 48 (spec 01 §7)', car({ car_type: 'used' }), 48],
    ['new car: test drive 17', car({ car_type: 'new' }), 17],
    ["'Test Drive Only': 17", car({ car_type: 'used', tag: 'Test Drive Only' }), 17],
  ])('%s', (_name, subject, id) => expect(leadDialogData(subject, testSite, DEFAULT_STRINGS).testDriveEventId).toBe(id));

  it.each([
    ['enquiry', inStock, true, 'has_trade_in'],
    ['test-drive', inStock, false, 'dateTime'],
    ['request-photos', inStock, false, 'message'],
    ['enquiry', sold, false, 'message'],
  ] as const)('%s form: its own field ids, the trade-in question only on an in-stock enquiry', (kind, subject, tradeIn, field) => {
    const props = leadDialogFormProps(leadDialogData(subject, testSite, DEFAULT_STRINGS), kind);
    expect(props).toMatchObject({ kind, formId: `lead-dialog-${kind}` });
    expect(props.context.tradeInQuestion).toBe(tradeIn);
    const fields = leadFormSteps(props.kind, props.options, props.context, props.text).flatMap((step) => step.fields.map((f) => f.name));
    expect(fields).toContain(field);
  });

  it('serialises so no text can end the JSON script early', () => {
    const data = leadDialogData(car({ make: '</script><b>' }), site({ forms: { terms_text: '<!-- x' } }), DEFAULT_STRINGS);
    const json = serialiseLeadDialogData(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
