/**
 * A finance application (spec 02 §4 "On final submit the product verifies the code, then
 * concurrently submits the lead and creates a customer with the finance partner ... The lead is
 * sent only if both calls succeed"), in an order where a shopper can never end with a customer at
 * the lender and no lead at the dealer (docs/ARCHITECTURE.md "Finance applications"):
 *
 *  1. the one-time code is verified against the applicant's phone (skipped for a replay of an
 *     application already stored under the same Idempotency-Key and body: the code is spent);
 *  2. the finance lead is committed to the outbox HELD: not deliverable until `holdUntil`;
 *  3. the partner creates the customer;
 *  4. success: the hold is released, the lead goes to the dealer at once;
 *     refused (no customer exists): the hold is cancelled, the lead parked as dead with the reason,
 *     listed by `npm run leads` for the dealer to follow up, and not sent (`--resend` sends it);
 *     outcome unknown (a customer may exist): the hold is released and the lead goes to the dealer.
 *
 * A crash, or a store that fails between 3 and 4, leaves the hold to run out: the lead is then
 * delivered. The lead store failing at 2 stops everything before the lender is asked.
 */
import {
  financeLeadOf,
  financePartnerTag,
  type CustomerData,
  type FinanceLeadExtras,
} from '../src/domain/schemas/leads.ts';
import { completeLeadPayload, type LeadRequestContext } from './lead-payload.ts';
import type { AuthService } from './ports/auth.ts';
import { FinancePartnerError, type FinancePartner } from './ports/finance-partner.ts';
import type { LeadStore } from './ports/lead-store.ts';
import { requestHash } from './request-hash.ts';

/** Longer than any partner call can take (two tries of at most 30 s), short enough for a dealer to follow up the same hour. */
export const FINANCE_HOLD_MS = 5 * 60_000;

export interface FinanceApplicationDeps {
  leadStore: LeadStore;
  auth: AuthService;
  partner: FinancePartner;
  sinks: readonly string[];
  clock: () => Date;
  newLeadId: () => string;
  holdMs?: number;
  /** One line per step outcome, never personal data. */
  log?: (entry: Record<string, unknown>) => void;
}

export interface FinanceApplication {
  tenant: string;
  data: CustomerData;
  extras: FinanceLeadExtras;
  idempotencyKey: string | null;
  dealershipSlug: string | null;
  /** The request's headers and the car's dealership, as for any lead. */
  context: Omit<LeadRequestContext, 'phoneVerified'>;
}

export type ApplicationOutcome =
  | { kind: 'applied'; leadId: string; redirectUrl: string }
  | { kind: 'invalid-code' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** The Idempotency-Key was used for another application. */
  | { kind: 'conflict' }
  /** No customer was created; the lead is parked, not sent. */
  | { kind: 'refused'; leadId: string; partnerMessage: string | null }
  /** The partner's answer is unknown; the lead has gone to the dealer. */
  | { kind: 'unknown'; leadId: string };

export async function applyForFinance(
  deps: FinanceApplicationDeps,
  application: FinanceApplication,
): Promise<ApplicationOutcome> {
  const { leadStore, partner, clock } = deps;
  const log = deps.log ?? (() => {});
  const { tenant, data, idempotencyKey } = application;
  // Spec 02 §3: the lead names the dealership (the tenant's when the page sent none) and the partner.
  const request = financeLeadOf(data, {
    ...application.extras,
    dealership_slug: application.extras.dealership_slug ?? application.dealershipSlug ?? undefined,
    tags: [...application.extras.tags, financePartnerTag(partner.provider)],
  });
  const bodyHash = await requestHash({ data, additionalData: application.extras });

  // 1. The code, unless this is the replay of an application it already opened.
  const earlier = idempotencyKey === null ? null : await leadStore.findLeadByKey(tenant, idempotencyKey);
  if (earlier && earlier.bodyHash !== bodyHash) return { kind: 'conflict' };
  if (!earlier) {
    const verified = await deps.auth.verifyCode({
      tenant,
      phone: data.phoneNumber,
      code: application.extras.code,
      dealershipSlug: application.dealershipSlug,
      now: clock(),
    });
    log({ step: 'verify-code', outcome: verified.outcome });
    if (verified.outcome === 'invalid') return { kind: 'invalid-code' };
    if (verified.outcome === 'locked') return { kind: 'locked', retryAfterSeconds: verified.retryAfterSeconds };
  }

  // 2. The lead, held. A store failure throws here: the lender has not been asked.
  const now = clock();
  const created = await leadStore.createLead({
    id: deps.newLeadId(),
    tenant,
    type: 'finance',
    payload: completeLeadPayload(request, { ...application.context, phoneVerified: true }),
    idempotencyKey,
    bodyHash,
    sinks: deps.sinks,
    now,
    holdUntil: new Date(now.getTime() + (deps.holdMs ?? FINANCE_HOLD_MS)),
  });
  if (created.outcome === 'conflict') return { kind: 'conflict' };
  const lead = created.lead;
  log({ step: 'lead', outcome: created.outcome, lead_id: lead.id });

  // 3. The customer.
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await partner.createCustomer({ applicationId: lead.id, data, additionalData: lead.payload }));
  } catch (error) {
    if (!(error instanceof FinancePartnerError)) throw error;
    log({ step: 'create-customer', outcome: error.failure, lead_id: lead.id, reason: error.message });
    if (error.failure === 'refused') {
      const reason = `not sent: ${partner.provider} did not create the customer (${error.message}${error.partnerMessage ? `: ${error.partnerMessage}` : ''})`;
      await settle(() => leadStore.cancelHeldLead(lead.id, reason.slice(0, 500), clock()), log, lead.id, 'cancel');
      return { kind: 'refused', leadId: lead.id, partnerMessage: error.partnerMessage };
    }
    await settle(() => leadStore.releaseHeldLead(lead.id, clock()), log, lead.id, 'release');
    return { kind: 'unknown', leadId: lead.id };
  }

  // 4. Both done: the lead goes to the dealer now.
  log({ step: 'create-customer', outcome: 'created', lead_id: lead.id });
  await settle(() => leadStore.releaseHeldLead(lead.id, clock()), log, lead.id, 'release');
  return { kind: 'applied', leadId: lead.id, redirectUrl };
}

/**
 * Ends the hold, or leaves it to run out: the shopper's answer no longer depends on it. A release
 * that fails delays the lead by the hold; a cancel that fails lets a lead go that need not (the
 * dealer follows up a refused applicant), never the other way round.
 */
async function settle(
  work: () => Promise<number>,
  log: (entry: Record<string, unknown>) => void,
  leadId: string,
  step: 'release' | 'cancel',
): Promise<void> {
  try {
    const changed = await work();
    log({ step, lead_id: leadId, deliveries: changed });
  } catch (error) {
    log({ step, lead_id: leadId, outcome: 'failed', reason: (error as Error).message, then: 'the hold runs out' });
  }
}
