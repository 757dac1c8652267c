/**
 * The finance form's state and actions (spec 02 §4, §5; issue 15 item 4): the quote inputs read
 * from the address, the instant quote refreshed 500 ms after a change (a newer request aborts the
 * older one and a sequence number keeps a stale answer out), the applicant's details, Send Code
 * (the phone checked first, 'Code sent!', resend, 15 s timeout, event 36), and the submit: the
 * application (create-customer verifies the code, holds the lead, asks the lender) or, where the
 * site has no instant quote, the finance enquiry (POST /api/leads type finance, the code checked
 * by the server first). Success follows `redirectUrl` (a path here or the lender's https page).
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { announceAnalyticsEvent } from '../../analytics/announce-event.ts';
import { CODE_SENT_EVENT_ID } from '../../domain/analytics.ts';
import type { FinanceCar } from '../../domain/finance-car.ts';
import {
  applicationRedirect,
  financeDetailsErrors,
  quoteFigures,
  quoteSequence,
  readFinanceQuery,
  type FinanceDetails,
  type QuoteFigures,
} from '../../domain/finance-page.ts';
import {
  clampQuotePrice,
  CREATE_CUSTOMER_FAILED,
  defaultQuotePrice,
  digitsOnly,
  LEAD_SUBMISSION_FAILED,
  NO_REDIRECT_URL_ERROR,
  QUOTE_REFRESH_DELAY_MS,
  toLocalPhone,
  validateVerificationCode,
  type CreditScore,
} from '../../domain/finance-quote.ts';
import { newIdempotencyKey } from '../forms/idempotency-key.ts';
import { createCustomer, fetchFinanceCar, fetchQuote, sendFinanceCode, sendFinanceLead } from './finance-calls.ts';

const unchanging = () => () => {};
const EMPTY: FinanceDetails = { firstName: '', lastName: '', email: '', postCode: '', phone: '' };

export interface FinanceFormOptions {
  /** The site offers the instant quote and the lender's application; else a finance enquiry. */
  instantQuote: boolean;
  codeSentText: string;
  /** The query naming the car and the quote inputs; else the page's address (the car page's dialog passes its link's). */
  search?: string;
}

export function useFinanceForm(options: FinanceFormOptions) {
  const pageSearch = useSyncExternalStore(
    unchanging,
    () => window.location.search,
    () => '',
  );
  const search = options.search ?? pageSearch;
  const query = useMemo(() => readFinanceQuery(search), [search]);
  const [car, setCar] = useState<FinanceCar | null>(null);
  // The shopper's own choices; until one is made, the address (and the car) decide.
  const [priceChoice, setPriceChoice] = useState<string | null>(null);
  const [termChoice, setTerm] = useState<number | null>(null);
  const [creditChoice, setCredit] = useState<CreditScore | null>(null);
  const [helperChoice, setHelper] = useState<string | null>(null);
  const priceText = priceChoice ?? String(clampQuotePrice(query.price ?? defaultQuotePrice(car?.price)));
  const term = termChoice ?? query.loanTerm;
  const credit = creditChoice ?? query.creditScore;
  const helper = helperChoice ?? query.whoIsHelping;
  const [quote, setQuote] = useState<QuoteFigures | null>(null);
  const [quoting, setQuoting] = useState(false);
  // The last request failed or had no answer: the box says so (the shopper can still apply) instead of waiting.
  const [quoteUnavailable, setQuoteUnavailable] = useState(false);
  const [details, setDetails] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FinanceDetails | 'code', string>>>({});
  const [code, setCode] = useState('');
  const [subscribe, setSubscribe] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sequence = useRef(quoteSequence());
  const inFlight = useRef<AbortController | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  // The car's own data when the address names one (the build's /finance-cars/<id>.json).
  useEffect(() => {
    if (query.carId === null) return;
    let current = true;
    void fetchFinanceCar(query.carId).then((found) => {
      if (current && found) setCar(found);
    });
    return () => {
      current = false;
    };
  }, [query.carId]);

  const price = Number(priceText) || 0;
  const vehicle = {
    year: car?.year ?? query.year,
    vin: car?.vin ?? query.vin,
    nvic: car?.nvic ?? query.nvic,
  };

  // Spec 02 §4: 500 ms after any change to price, term, credit score, car or helper.
  useEffect(() => {
    if (!options.instantQuote || price <= 0) return;
    const timer = window.setTimeout(() => {
      const ticket = sequence.current.next();
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setQuoting(true);
      fetchQuote(
        {
          selfAssessedCreditScore: credit,
          purchasePrice: price,
          loanTerm: term,
          year: vehicle.year ?? new Date().getFullYear(),
          vin: vehicle.vin,
          nvic: vehicle.nvic,
          whoIsHelping: helper,
        },
        controller.signal,
      )
        .then((answer) => {
          if (!sequence.current.isLatest(ticket)) return;
          setQuote(answer ? quoteFigures(answer) : null);
          setQuoteUnavailable(!answer);
          setQuoting(false);
        })
        .catch(() => {
          if (!sequence.current.isLatest(ticket) || controller.signal.aborted) return;
          setQuoteUnavailable(true);
          setQuoting(false);
        });
    }, QUOTE_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [options.instantQuote, price, term, credit, helper, vehicle.year, vehicle.vin, vehicle.nvic]);

  const change = (name: keyof FinanceDetails) => (value: string) =>
    setDetails((current) => ({ ...current, [name]: value }));

  /** Spec 02 §5 "Send Code first validates the phone field". */
  async function requestCode() {
    if (busy) return;
    const phoneError = financeDetailsErrors(details).phone;
    setErrors((current) => ({ ...current, phone: phoneError }));
    if (phoneError) return;
    setBusy(true);
    setAlert(null);
    setNotice('');
    const sent = await sendFinanceCode({
      phone: toLocalPhone(details.phone),
      first_name: details.firstName,
      last_name: details.lastName,
    });
    setBusy(false);
    if (!sent.ok) {
      setAlert(sent.message);
      return;
    }
    setCodeSent(true);
    setNotice(options.codeSentText);
    announceAnalyticsEvent(CODE_SENT_EVENT_ID);
  }

  /** The details step's checks; the popup's 'Your Details' step advances only when they pass. */
  function checkDetails(fields: readonly (keyof FinanceDetails)[]): boolean {
    const found = financeDetailsErrors(details);
    const relevant = Object.fromEntries(fields.filter((field) => found[field]).map((field) => [field, found[field]]));
    setErrors(relevant);
    return Object.keys(relevant).length === 0;
  }

  /** The pre-approval step: the mobile and a 6-digit code before the last step. */
  function checkCode(): boolean {
    const phone = financeDetailsErrors(details).phone;
    const codeProblem = validateVerificationCode(code) ?? undefined;
    setErrors({ phone, code: codeProblem });
    return !phone && !codeProblem;
  }

  function leadFields() {
    return {
      category: 'Finance Enquiry',
      car_id: car?.id ?? query.carId ?? undefined,
      whoIsHelping: helper,
      dealership_slug: car?.dealership_slug ?? query.preferredDealership ?? undefined,
      car_type: car?.car_type ?? query.carType ?? undefined,
      url: window.location.href,
      opt_in: subscribe,
      code: code.trim(),
    };
  }

  async function submit() {
    if (busy) return;
    const codeProblem = validateVerificationCode(code);
    const found = { ...financeDetailsErrors(details), ...(codeProblem ? { code: codeProblem } : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.setTimeout(() => document.querySelector<HTMLInputElement>('#finance-form [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setAlert(null);
    idempotencyKey.current ??= newIdempotencyKey();
    const phone = toLocalPhone(details.phone);
    const figures = { purchasePrice: price, loanTerm: term, selfAssessedCreditScore: credit };
    if (options.instantQuote) {
      const sent = await createCustomer(
        {
          data: {
            ...figures,
            nvic: vehicle.nvic ?? undefined,
            vin: vehicle.vin ?? undefined,
            year: vehicle.year ?? undefined,
            phoneNumber: phone,
            firstName: details.firstName,
            lastName: details.lastName,
            email: details.email,
            subscribe,
            postCode: details.postCode,
          },
          additionalData: leadFields(),
        },
        idempotencyKey.current,
      );
      const target = sent.ok ? applicationRedirect(sent.value) : null;
      if (target) return window.location.assign(target);
      setBusy(false);
      setAlert(sent.ok ? NO_REDIRECT_URL_ERROR : (sent.message ?? CREATE_CUSTOMER_FAILED));
      return;
    }
    const sent = await sendFinanceLead(
      {
        type: 'finance',
        ...leadFields(),
        name: details.firstName,
        last_name: details.lastName,
        email: details.email,
        phone,
        postcode: details.postCode,
        amount: price,
        term,
        selfAssessedCreditScore: credit,
        subscribe,
        vin: vehicle.vin ?? undefined,
        nvic: vehicle.nvic ?? undefined,
        year: vehicle.year ?? undefined,
      },
      idempotencyKey.current,
    );
    if (sent.ok) return window.location.assign('/success');
    setBusy(false);
    setAlert(sent.message ?? LEAD_SUBMISSION_FAILED);
  }

  return {
    car,
    priceText,
    setPriceText: (value: string) => setPriceChoice(digitsOnly(value)),
    clampPrice: () => setPriceChoice(String(clampQuotePrice(Number(priceText)))),
    term,
    setTerm,
    credit,
    setCredit,
    helper,
    setHelper,
    quote,
    quoting,
    quoteUnavailable,
    details,
    change,
    errors,
    code,
    setCode,
    subscribe,
    setSubscribe,
    codeSent,
    notice,
    alert,
    busy,
    requestCode,
    checkDetails,
    checkCode,
    submit,
  };
}

export type FinanceFormState = ReturnType<typeof useFinanceForm>;
