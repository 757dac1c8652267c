/**
 * The sign-in calls' requests (issue 14; spec 02 §7): the functions check them with these schemas
 * and the sign-in page's own code uses the same ones. The phone and code fields are `phone-and-code.ts`'s.
 */
import { z } from './zod.ts';
import { REQUIRED_FIELD_MESSAGE } from '../lead-forms.ts';
import { MobileNumberSchema, VerificationCodeSchema } from './phone-and-code.ts';

const optionalName = z.string().trim().max(100).nullish();

/** Spec 02 §7 "sign in with phone and metadata (first_name, last_name, email, website, dealership_slug)"; the site comes from the Host. */
export const SendCodeRequestSchema = z.object({
  phone: MobileNumberSchema,
  first_name: optionalName,
  last_name: optionalName,
  email: z.string().trim().max(254).nullish(),
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
