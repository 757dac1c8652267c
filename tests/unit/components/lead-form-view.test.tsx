import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadDialog } from '../../../src/components/forms/LeadDialog.tsx';
import { LeadFormView } from '../../../src/components/forms/LeadFormView.tsx';
import {
  initialFormState,
  leadFormSteps,
  leadFormText,
  regoStates,
  type LeadFormContext,
  type LeadFormKind,
} from '../../../src/components/forms/lead-form-fields.ts';
import type { LeadFormState } from '../../../src/components/forms/use-lead-form.ts';
import { DEFAULT_LEAD_FORM_OPTIONS } from '../../../src/domain/schemas/leads.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const text = leadFormText(DEFAULT_STRINGS);
const context: LeadFormContext = {
  car: { id: 101, dealershipId: 7, inStock: true },
  locations: [{ id: 1, name: 'Clinton' }],
  dealerships: [],
  distributionLocations: [],
  regoStates: regoStates('qld'),
  tradeInQuestion: true,
  termsText: null,
};

/** The view's state as useLeadForm gives it, at `step`, with `overrides`. */
function state(kind: LeadFormKind, step = 0, overrides: Partial<LeadFormState> = {}): LeadFormState {
  const steps = leadFormSteps(kind, DEFAULT_LEAD_FORM_OPTIONS, context, text);
  const noop = () => {};
  return {
    step,
    stepCount: steps.length,
    stepTitle: steps[step]!.title,
    fields: steps[step]!.fields,
    values: initialFormState(kind, steps, context, { name: 'Jane' }, text['form.findSimilarMessage']),
    errors: {},
    summary: [],
    attempt: 0,
    status: { kind: 'idle' },
    announcement: '',
    stepHeading: createRef(),
    change: noop,
    focus: noop,
    submit: noop,
    back: noop,
    ...overrides,
  };
}
const render = (kind: LeadFormKind, form: LeadFormState) =>
  renderToStaticMarkup(<LeadFormView kind={kind} formId="f" text={text} form={form} />);

describe('LeadFormView: the form as the server renders it and the browser shows it (spec 02 §2-§5)', () => {
  it('every field has a visible label tied to its control; values come from the state', () => {
    const html = render('enquiry', state('enquiry'));
    expect(html).toContain('data-form="enquiry"');
    expect(html).toMatch(/<label for="f-name">First Name<\/label><input id="f-name"[^>]*name="name" value="Jane"/);
    expect(html).toContain('<label for="f-email">');
    expect(html).not.toContain('form-errors');
    expect(html).toContain('>Submit</button>');
    expect(html).not.toContain(text['form.back']);
  });

  it('a two-step form shows "Step n of m", Next on the first step, Back and Submit on the last', () => {
    const first = render('trade-in', state('trade-in', 0));
    expect(first).toContain('Step 1 of 2');
    expect(first).toContain(`>${text['form.next']}</button>`);
    const last = render('trade-in', state('trade-in', 1));
    expect(last).toContain('Step 2 of 2');
    expect(last).toContain(`>${text['form.back']}</button>`);
    expect(last).toContain('>Submit</button>');
  });

  it('errors: the summary links each field, the field is marked invalid and described by its message', () => {
    const html = render(
      'enquiry',
      state('enquiry', 0, {
        errors: { email: 'Please enter a valid email address.' },
        summary: [{ name: 'email', label: 'Email', message: 'Please enter a valid email address.' }],
        attempt: 1,
        announcement: 'Please fix the following errors: Email: Please enter a valid email address.',
      }),
    );
    expect(html).toContain(text['form.errorsHeading']);
    expect(html).toContain('<a href="#f-email">Email: Please enter a valid email address.</a>');
    expect(html).toMatch(/id="f-email"[^>]*aria-invalid="true" aria-describedby="f-email-error"/);
    expect(html).toContain('aria-live="assertive" aria-atomic="true">Please fix the following errors: Email');
  });

  it('while sending: the button is busy and disabled; a failure is an alert', () => {
    expect(render('enquiry', state('enquiry', 0, { status: { kind: 'submitting' } }))).toMatch(
      /<button type="submit"[^>]*disabled=""[^>]*aria-busy="true"/,
    );
    expect(
      render('enquiry', state('enquiry', 0, { status: { kind: 'failed', message: 'An unexpected error occured' } })),
    ).toContain('<div class="form-alert" role="alert">An unexpected error occured</div>');
  });
});

describe('LeadDialog: a form in a modal dialog named by its heading and the car', () => {
  it('is labelled by heading and car line, with a Close button, an intro and the form', () => {
    const html = renderToStaticMarkup(
      <LeadDialog
        id="d"
        className="quick-enquiry"
        heading="Quick Enquiry"
        subject="2021 Toyota Corolla"
        intro="Hi"
        close="Close"
        open={false}
        opener={null}
        onClose={() => {}}
      >
        <form />
      </LeadDialog>,
    );
    expect(html).toContain('aria-labelledby="d-heading d-car"');
    expect(html).toContain('<h2 id="d-heading" class="quick-enquiry__title">Quick Enquiry</h2>');
    expect(html).toContain('<p id="d-car" class="quick-enquiry__car">2021 Toyota Corolla</p>');
    expect(html).toContain('>Close</button>');
    expect(html).toContain('<p class="lead-dialog__intro">Hi</p><form></form>');
  });
});
