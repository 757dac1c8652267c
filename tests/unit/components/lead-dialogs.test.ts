import { describe, expect, it } from 'vitest';
import {
  CAR_DIALOG_KINDS,
  LEAD_DIALOG_ATTRIBUTE,
  leadDialogFormProps,
  leadDialogKind,
  leadDialogRequest,
  serialiseLeadDialogData,
} from '../../../src/components/forms/lead-dialog-data.ts';
import { leadDialogData } from '../../../src/components/forms/lead-dialog-props.ts';
import { FINANCE_DIALOG_KIND } from '../../../src/components/finance/finance-dialog-data.ts';
import { LEAD_DIALOG_SELECTOR, plainDialogClick } from '../../../src/components/forms/lead-dialog-trigger.ts';
import { leadFormSteps } from '../../../src/components/forms/lead-form-fields.ts';
import { CAR_TITLE_ATTRIBUTE, QUICK_ENQUIRY_ATTRIBUTE } from '../../../src/components/forms/quick-enquiry-link.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const inStock = car({ id: 41, car_type: 'used', dealership_id: 12 });
const sold = car({ id: 42, status: 'sold' });
const testSite = site();

/** An element with these attributes. */
const control = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
});

describe('which control opens which dialog: one listener for the vehicle page and every card', () => {
  it.each([
    ['enquiry', 'enquiry'],
    ['test-drive', 'test-drive'],
    ['request-photos', 'request-photos'],
    ['trade-in', null],
    ['quick-enquiry', null],
    // The Finance Enquiry link: LeadDialogRoot.tsx hands it on to the finance popup, no lead dialog.
    [FINANCE_DIALOG_KIND, null],
    ['', null],
  ])('data-lead-dialog=%j opens %j', (value, kind) =>
    expect(leadDialogKind(control({ [LEAD_DIALOG_ATTRIBUTE]: value }))).toBe(kind),
  );

  it('the page listener looks for both attributes (the Finance Enquiry link carries data-lead-dialog too)', () => {
    expect(LEAD_DIALOG_SELECTOR.split(',').sort()).toEqual(
      [`a[${LEAD_DIALOG_ATTRIBUTE}]`, `a[${QUICK_ENQUIRY_ATTRIBUTE}]`].sort(),
    );
  });

  const target = { closest: (selector: string) => (selector === LEAD_DIALOG_SELECTOR ? 'the control' : null) };
  const click = (fields: Partial<MouseEvent> = {}) =>
    ({
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      target,
      ...fields,
    }) as unknown as MouseEvent;
  it.each([
    ['a plain click', click(), true],
    ['a middle click (new tab)', click({ button: 1 }), false],
    ['a ctrl click', click({ ctrlKey: true }), false],
    ['a cmd click', click({ metaKey: true }), false],
    ['a shift click (new window)', click({ shiftKey: true }), false],
    ['an alt click (download)', click({ altKey: true }), false],
    ['a click already handled', click({ defaultPrevented: true }), false],
    ['a click elsewhere', click({ target: { closest: () => null } as unknown as EventTarget }), false],
  ])('%s opens the dialog: %s', (_name, event, opens) => {
    expect(plainDialogClick(event)).toBe(opens ? 'the control' : null);
  });
});

describe('the vehicle page\'s dialogs (spec 01 §2 "test-drive modal, enquiry modal, request-photos modal")', () => {
  it("an in-stock car offers all three, with the forms' own headings and the photos intro, and Quick Enquiry for the similar cars", () => {
    const data = leadDialogData(testSite, DEFAULT_STRINGS, inStock);
    expect(data.dialogs).toEqual({
      enquiry: { heading: 'Enquire about this car', intro: null },
      'test-drive': { heading: 'Book a Test Drive', intro: null },
      'request-photos': { heading: 'Request More Photos', intro: DEFAULT_STRINGS['form.photosIntro'] },
      'quick-enquiry': { heading: 'Quick Enquiry', intro: null },
    });
    expect(data.car?.title).toContain('Toyota Corolla');
    expect(data.form.context.car).toEqual({ id: 41, dealershipId: 12, inStock: true });
    expect(data.form.context.regoStates).toEqual([]);
  });

  it('spec 01 §4: a sold car offers only the Find Me Something Similar enquiry (and Quick Enquiry on other cars)', () => {
    const data = leadDialogData(testSite, DEFAULT_STRINGS, sold);
    expect(data.dialogs).toEqual({
      enquiry: { heading: 'Find Me Something Similar', intro: 'Like this and want something similar?' },
      'quick-enquiry': { heading: 'Quick Enquiry', intro: null },
    });
    expect(leadDialogRequest(data, control({ [LEAD_DIALOG_ATTRIBUTE]: 'test-drive' }))).toBeNull();
  });

  it.each([
    ['used car: test drive 48 (spec 01 §7)', car({ car_type: 'used' }), 48],
    ['new car: test drive 17', car({ car_type: 'new' }), 17],
    ["'Test Drive Only': 17", car({ car_type: 'used', tag: 'Test Drive Only' }), 17],
  ])('%s', (_name, subject, id) =>
    expect(leadDialogData(testSite, DEFAULT_STRINGS, subject).car?.testDriveEventId).toBe(id),
  );

  it.each([
    ['enquiry', inStock, true, 'has_trade_in'],
    ['test-drive', inStock, false, 'dateTime'],
    ['request-photos', inStock, false, 'message'],
    ['enquiry', sold, false, 'message'],
  ] as const)(
    '%s form: its own field ids, the trade-in question only on an in-stock enquiry',
    (kind, subject, tradeIn, field) => {
      const props = leadDialogFormProps(leadDialogData(testSite, DEFAULT_STRINGS, subject), kind);
      expect(props).toMatchObject({ kind, formId: `lead-dialog-${kind}` });
      expect(props.context.tradeInQuestion).toBe(tradeIn);
      const fields = leadFormSteps(props.kind, props.options, props.context, props.text).flatMap((step) =>
        step.fields.map((f) => f.name),
      );
      expect(fields).toContain(field);
    },
  );

  it.each(CAR_DIALOG_KINDS)("a %s control opens that form about the page's car, named with the car's title", (kind) => {
    const data = leadDialogData(testSite, DEFAULT_STRINGS, inStock);
    const request = leadDialogRequest(data, control({ [LEAD_DIALOG_ATTRIBUTE]: kind, href: '#enquire' }))!;
    expect(request).toMatchObject({
      kind,
      subject: data.car!.title,
      formKey: kind,
      heading: data.dialogs[kind]!.heading,
    });
    expect(request.form).toEqual(leadDialogFormProps(data, kind));
  });

  it('serialises so no text can end the JSON script early', () => {
    const data = leadDialogData(
      site({ forms: { terms_text: '<!-- x' } }),
      DEFAULT_STRINGS,
      car({ make: '</script><b>' }),
    );
    const json = serialiseLeadDialogData(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('Quick Enquiry on any page with cards (spec 02 §3 "Car search cards ... Quick Enquiry")', () => {
  const link = (id: string, title = '2021 Toyota Corolla Ascent') =>
    control({ [QUICK_ENQUIRY_ATTRIBUTE]: id, [CAR_TITLE_ATTRIBUTE]: title });

  it.each([
    ['a page of cards', null],
    ['a vehicle page (its similar cars)', inStock],
  ])(
    "on %s: the card's car, named by its title; the same car keeps its form, another starts afresh",
    (_name, pageCar) => {
      const data = leadDialogData(testSite, DEFAULT_STRINGS, pageCar);
      const request = leadDialogRequest(data, link('1017'))!;
      expect(request).toMatchObject({
        kind: 'quick-enquiry',
        heading: 'Quick Enquiry',
        intro: null,
        subject: '2021 Toyota Corolla Ascent',
      });
      expect(request.form).toMatchObject({ kind: 'enquiry', formId: 'quick-enquiry' });
      expect(request.form.context).toMatchObject({
        car: { id: 1017, dealershipId: null, inStock: true },
        tradeInQuestion: true,
        distributionLocations: [],
      });
      expect(leadDialogRequest(data, link('1017', 'same car'))!.formKey).toBe(request.formKey);
      expect(leadDialogRequest(data, link('1018'))!.formKey).not.toBe(request.formKey);
    },
  );

  it.each(['', 'abc', '0', '-1'])('a link whose car id is %j is followed instead', (id) => {
    expect(leadDialogRequest(leadDialogData(testSite, DEFAULT_STRINGS), link(id))).toBeNull();
  });

  it('a page of cards offers no vehicle-page dialogs', () => {
    const data = leadDialogData(testSite, DEFAULT_STRINGS);
    expect(data.car).toBeNull();
    expect(data.form.context.car).toBeNull();
    expect(leadDialogRequest(data, control({ [LEAD_DIALOG_ATTRIBUTE]: 'enquiry' }))).toBeNull();
  });
});
