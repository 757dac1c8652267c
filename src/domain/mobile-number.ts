/**
 * The shopper's mobile number for phone sign-in (spec 02 §5 "Phone numbers starting with country
 * code 61 are converted to a leading 0 before sending"; issue 14 "non-Australian mobiles are
 * refused with a clear message").
 */
import { toLocalPhone } from './verification.ts';
import { REQUIRED_FIELD_MESSAGE } from './lead-forms.ts';

/** What a shopper reads when the number is not an Australian mobile. */
export const NOT_AUSTRALIAN_MOBILE_MESSAGE = 'Please enter an Australian mobile number, for example 0412 345 678.';

/**
 * Australian mobiles are 04 followed by eight digits (the 04 range of the national numbering plan;
 * 05 is reserved and not in use). Landlines (02, 03, 07, 08), 13/1300/1800 numbers and foreign
 * numbers cannot receive a code by SMS here.
 */
const AUSTRALIAN_MOBILE = /^04\d{8}$/;

export type MobileNumber = { ok: true; local: string; e164: string } | { ok: false; error: string };

/**
 * The number as the store keys it (`local`, 10 digits with the leading 0, the spec's form) and as
 * an SMS provider dials it (`e164`, +614…), or the message to show. Spaces, dashes, dots and
 * brackets are ignored; '+61 412 345 678', '61412345678', '+61 (0) 412 345 678' and
 * '0412-345-678' are all '0412345678'.
 */
export function mobileNumber(input: string | null | undefined): MobileNumber {
  const text = (input ?? '').trim();
  if (text === '') return { ok: false, error: REQUIRED_FIELD_MESSAGE };
  // Only digits, spaces and phone punctuation: letters or anything else is not a number typed by hand.
  if (!/^[\d\s()+.-]+$/.test(text)) return { ok: false, error: NOT_AUSTRALIAN_MOBILE_MESSAGE };
  const local = toLocalPhone(text);
  if (!AUSTRALIAN_MOBILE.test(local)) return { ok: false, error: NOT_AUSTRALIAN_MOBILE_MESSAGE };
  return { ok: true, local, e164: `+61${local.slice(1)}` };
}
