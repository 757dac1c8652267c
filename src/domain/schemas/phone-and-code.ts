/**
 * The mobile number and one-time code fields, shared by the sign-in calls (`sign-in.ts`) and the lead forms
 * (`leads.ts`, which the browser loads: hence Zod Mini, `zod-mini.ts`). A phone is checked and normalised by
 * `mobileNumber` (61 → 0, Australian mobiles only), a code by `codeEntry` (spec 02 §5 'Code must be 6 digits.'); a
 * missing one is 'This is a required field.'.
 */
import { z } from './zod-mini.ts';
import { REQUIRED_FIELD_MESSAGE } from '../lead-forms.ts';
import { mobileNumber, NOT_AUSTRALIAN_MOBILE_MESSAGE } from '../mobile-number.ts';
import { codeEntry } from '../one-time-code.ts';

const required = { error: REQUIRED_FIELD_MESSAGE };

type Reading = { ok: true; value: string } | { ok: false; error: string };

/** Text read by `read`: its value, or the issue `read` gives (and no value). */
const readText = (max: number, read: (value: string) => Reading, maxMessage?: string) =>
  z.pipe(
    z.string(required).check(z.maxLength(max, maxMessage)),
    z.transform((value: string, payload) => {
      const reading = read(value);
      if (reading.ok) return reading.value;
      payload.issues.push({ code: 'custom', message: reading.error, input: value });
      return z.NEVER;
    }),
  );

/** A mobile number as typed, read as its local form ('0412345678'). */
export const MobileNumberSchema = readText(
  40,
  (value) => {
    const number = mobileNumber(value);
    return number.ok ? { ok: true, value: number.local } : number;
  },
  NOT_AUSTRALIAN_MOBILE_MESSAGE,
);

/** A one-time code as typed ('123 456' reads as '123456'); spec 02 §5 'Code must be 6 digits.'. */
export const VerificationCodeSchema = readText(20, (value) => {
  const entry = codeEntry(value);
  return entry.ok ? { ok: true, value: entry.code } : entry;
});
