/**
 * What `npm run leads` prints: a tenant's leads with each sink's delivery status, and dead
 * deliveries with their last error. Personal fields are masked unless asked for, so the listing
 * can be pasted into a ticket or shown on a shared screen.
 */
import type { Delivery, DeliveryAttempt, StoredLead } from '../functions/ports/lead-store.ts';
import { duplicateRisk } from './leads-duplicate-risk.ts';

/** "Jane" → "J***": enough to tell two leads apart, not to identify anyone. */
export function maskName(value: string): string {
  const trimmed = value.trim();
  return trimmed ? `${trimmed[0]}***` : '';
}

/** "jane.doe@example.com" → "j***@e***.com". */
export function maskEmail(value: string): string {
  const [local = '', domain = ''] = value.trim().split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskName(local)}@${maskName(domain.slice(0, dot > 0 ? dot : undefined))}${tld}`;
}

/** "0412 345 678" → "•••• ••• 678": the last three digits only. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.trim().replace(/\d/g, (digit) => (++seen > digits - 3 ? digit : '•'));
}

const text = (payload: Record<string, unknown>, field: string): string => {
  const value = payload[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/** The contact line of a lead: name, email, phone, postcode, masked unless `showPersonal`. */
export function contactLine(payload: Record<string, unknown>, showPersonal: boolean): string {
  const first = text(payload, 'name') || text(payload, 'first_name');
  const last = text(payload, 'last_name');
  const email = text(payload, 'email');
  const phone = text(payload, 'phone');
  const postcode = text(payload, 'postcode');
  const parts = showPersonal
    ? [[first, last].filter(Boolean).join(' '), email, phone, postcode]
    : [
        [first, last].filter(Boolean).map(maskName).join(' '),
        email && maskEmail(email),
        phone && maskPhone(phone),
        postcode && `${postcode[0]}***`,
      ];
  return parts.filter(Boolean).join('  ') || '(no contact details)';
}

/** "2026-05-01T10:00:00.000Z" → "2026-05-01 10:00:00Z". */
export function shortTime(iso: string | null): string {
  return iso ? iso.replace('T', ' ').replace(/\.\d{3}Z$/, 'Z') : '';
}

/** One sink's status: "delivered", "pending (2 tries, next 2026-05-01 10:05:00Z)", "dead (10 tries)". */
export function deliveryStatus(delivery: Delivery): string {
  const tries = delivery.attempts === 1 ? '1 try' : `${delivery.attempts} tries`;
  if (delivery.status === 'delivered') return 'delivered';
  // Parked before any try: a finance lead whose application the lender refused (its reason says so).
  if (delivery.status === 'dead' && delivery.attempts === 0 && delivery.lastError) return `dead, ${delivery.lastError}`;
  if (delivery.status === 'dead') return `dead (${tries})`;
  return delivery.attempts === 0 ? 'pending' : `pending (${tries}, next ${shortTime(delivery.nextAttemptAt)})`;
}

const count = (n: number) => n.toLocaleString('en-AU');

/** "2 leads, newest first", or, when the limit left some out, "showing the newest 50 of 2,859 leads; ...". */
function shownOf(shown: number, total: number): string {
  const leads = (n: number) => `${count(n)} lead${n === 1 ? '' : 's'}`;
  if (total <= shown) return `${leads(shown)}, newest first`;
  return `showing the newest ${count(shown)} of ${leads(total)}; --limit N for more`;
}

/** The lead listing: one block per lead, newest first, and the tenant's total when not all are shown. */
export function formatLeads(
  tenant: string,
  leads: readonly StoredLead[],
  deliveries: readonly Delivery[],
  showPersonal: boolean,
  total: number = leads.length,
): string {
  if (leads.length === 0) return `${tenant}: no leads yet\n`;
  const byLead = new Map<string, Delivery[]>();
  for (const delivery of deliveries) byLead.set(delivery.leadId, [...(byLead.get(delivery.leadId) ?? []), delivery]);
  const typeWidth = Math.max(...leads.map((lead) => lead.type.length));
  const out = [
    `${tenant}: ${shownOf(leads.length, total)}${showPersonal ? '' : ' (personal details masked; --show-personal shows them)'}`,
    '',
  ];
  for (const lead of leads) {
    const statuses = (byLead.get(lead.id) ?? [])
      .map((delivery) => `${delivery.sink}: ${deliveryStatus(delivery)}${duplicateRisk(delivery)}`)
      .join('; ');
    out.push(
      `${shortTime(lead.createdAt)}  ${lead.type.padEnd(typeWidth)}  ${lead.id}  ${statuses || '(no deliveries)'}`,
    );
    out.push(`    ${contactLine(lead.payload, showPersonal)}`);
    if (showPersonal) out.push(`    ${JSON.stringify(lead.payload)}`);
  }
  return `${out.join('\n')}\n`;
}

/** Dead deliveries, each with its last error and when it was last tried. */
export function formatDead(
  tenant: string,
  dead: readonly { delivery: Delivery; last: DeliveryAttempt | undefined }[],
): string {
  if (dead.length === 0) return `${tenant}: no dead deliveries\n`;
  const out = [
    `${tenant}: ${dead.length} dead deliver${dead.length === 1 ? 'y' : 'ies'} (re-send: --resend <lead id>, or --resend-dead for all)`,
    '',
  ];
  for (const { delivery, last } of dead) {
    out.push(
      `${delivery.leadId}  ${delivery.sink}  ${deliveryStatus(delivery)}  last try ${shortTime(last?.at ?? null) || 'never'}`,
    );
    out.push(`    ${delivery.lastError ?? 'no error recorded'}`);
  }
  return `${out.join('\n')}\n`;
}
