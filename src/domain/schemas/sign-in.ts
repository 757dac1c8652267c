/**
 * The sign-in calls' requests (issue 14; spec 02 §7): the functions check them with these schemas
 * and the sign-in page's own code uses the same ones. A phone is checked and normalised by
 * `mobileNumber` (61 → 0, Australian mobiles only), a code by `codeEntry` (spec 02 §5 'Code must be
 * 6 digits.'); a missing one is 'This is a required field.'.
 */
import { z } from './zod.ts';
import { REQUIRED_FIELD_MESSAGE } from '../lead-forms.ts';
import { mobileNumber, NOT_AUSTRALIAN_MOBILE_MESSAGE } from '../mobile-number.ts';
import { codeEntry } from '../one-time-code.ts';

const required = { error: REQUIRED_FIELD_MESSAGE };

/** A mobile number as typed, read as its local form ('0412345678'). */
export const MobileNumberSchema = z
  .string(required)
  .max(40, { error: NOT_AUSTRALIAN_MOBILE_MESSAGE })
  .transform((value, context) => {
    const number = mobileNumber(value);
    if (number.ok) return number.local;
    context.addIssue({ code: 'custom', message: number.error });
    return z.NEVER;
  });

const optionalName = z.string().trim().max(100).nullish();

/** Spec 02 §7 "sign in with phone and metadata (first_name, last_name, email, website, dealership_slug)"; the site comes from the Host. */
export const SendCodeRequestSchema = z.object({
  phone: MobileNumberSchema,
  first_name: optionalName,
  last_name: optionalName,
  email: z.string().trim().max(254).nullish(),
});

/** A one-time code as typed ('123 456' reads as '123456'); spec 02 §5 'Code must be 6 digits.'. */
export const VerificationCodeSchema = z
  .string(required)
  .max(20)
  .transform((value, context) => {
    const entry = codeEntry(value);
    if (entry.ok) return entry.code;
    context.addIssue({ code: 'custom', message: entry.error });
    return z.NEVER;
  });

/** Spec 02 §7 "verify with phone, token, type sms". */
export const VerifyCodeRequestSchema = z.object({
  phone: MobileNumberSchema,
  code: VerificationCodeSchema,
});

/** Spec 02 §7 "POST /api/rate-limit | JSON: phone". */
export const RateLimitRequestSchema = z.object({ phone: MobileNumberSchema });

/** Sign-out takes no fields. */
export const SignOutRequestSchema = z.object({});

/** Spec 01 §7 "POST /api/watchlist/save-car | body: phone_number, car_id" (remove-car the same). */
export const WatchlistRequestSchema = z.object({
  phone_number: MobileNumberSchema,
  car_id: z.number({ error: REQUIRED_FIELD_MESSAGE }).int().positive(),
});
