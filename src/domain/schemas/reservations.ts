/**
 * POST /api/reservations (issue 16): the checkout page's request and replies, shared by the
 * functions (which check the request with this schema) and the page.
 */
import { z } from './zod.ts';
import { REQUIRED_FIELD_MESSAGE } from '../lead-forms.ts';
import { LeadAttributesSchema } from './leads.ts';
import { MobileNumberSchema } from './phone-and-code.ts';

const required = { error: REQUIRED_FIELD_MESSAGE };
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const ReservationRequestSchema = z.strictObject({
  car_id: z.number(required).int().positive(),
  name: z.string(required).trim().min(1, required).max(100),
  last_name: optionalText(100),
  email: z.email({ error: 'Please enter a valid email address.' }).max(200),
  phone: MobileNumberSchema,
  postcode: optionalText(10),
  message: optionalText(2000),
  /** The page the shopper reserved from; the server falls back to the Referer. */
  url: optionalText(2000),
  lead_attributes: z.nullish(LeadAttributesSchema),
});
export type ReservationRequest = z.output<typeof ReservationRequestSchema>;

/**
 * 200: the reservation; `checkout_url` is where the shopper pays (stripe), else null (none: the
 * dealer confirms by phone) and the page goes to `/success`.
 * 409 when the car is held by someone else: `{ error, similar_href }` (Find Me Something Similar).
 */
export interface ReservationReply {
  reservation_id: string;
  state: string;
  hold_until: string;
  checkout_url: string | null;
  deposit: number;
  payment_provider: string;
}
