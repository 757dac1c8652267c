/**
 * The stored lead payload: the validated request completed as spec 01 §7 "Lead submission" says,
 * "adds url, source 'Website', user_agent, car_id, car_dealership_id, lead_attributes
 * (visited_pages, linked_query_params)", with spec 02 §4's careers conversion for enquiries.
 */
import { normaliseEnquiryCategory } from '../src/domain/lead-forms.ts';
import type { LeadRequest } from '../src/domain/schemas/leads.ts';

/** Spec 01 §7: every lead from these sites has source 'Website'. */
export const LEAD_SOURCE = 'Website';
const USER_AGENT_MAX = 512;

/** What the request's headers add to the payload. */
export interface LeadRequestContext {
  referer: string | undefined;
  userAgent: string | undefined;
  /** The car's dealership from the stock, when the lead names a car the site shows; it wins over the page's. */
  carDealershipId?: number | null;
  /**
   * The lead's phone is the one a live session of this tenant verified by a one-time code (issue 14
   * item 8): the payload then carries `phone_verified: true` for the CRM. Never the page's word.
   */
  phoneVerified?: boolean;
}

/** An absolute http(s) URL as text, or null for anything else. */
function pageUrl(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The payload to store for a validated request. `url` is the page the form was on as the body says,
 * else the Referer; `user_agent` comes from the header only. `type` is stored beside the payload,
 * not in it. Careers enquiries become General Enquiry / 'Career Enquiry' (spec 02 §4).
 */
export function completeLeadPayload(request: LeadRequest, context: LeadRequestContext): Record<string, unknown> {
  const { type, url, lead_attributes, car_id, car_dealership_id, ...fields } = request;
  const payload: Record<string, unknown> = { ...fields };
  if (type === 'enquiry') {
    const { category, subcategory } = normaliseEnquiryCategory({
      category: request.category,
      subcategory: request.subcategory,
    });
    Object.assign(payload, { category, subcategory });
  }
  Object.assign(payload, {
    url: pageUrl(url) ?? pageUrl(context.referer),
    source: LEAD_SOURCE,
    user_agent: context.userAgent?.slice(0, USER_AGENT_MAX) || null,
    car_id: car_id ?? null,
    car_dealership_id: context.carDealershipId ?? car_dealership_id ?? null,
    lead_attributes: {
      visited_pages: lead_attributes?.visited_pages ?? [],
      linked_query_params: lead_attributes?.linked_query_params ?? {},
    },
  });
  // A finance lead's one-time code was checked and spent before the lead was stored (spec 02 §5);
  // it is no business of the CRM's: `phone_verified` says what it proved.
  if (type === 'finance') delete payload.code;
  // Only the server says a phone was verified; the key is absent otherwise, whatever the page sent.
  delete payload.phone_verified;
  if (context.phoneVerified === true) payload.phone_verified = true;
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload;
}
