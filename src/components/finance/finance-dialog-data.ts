/**
 * The car page's finance dialog texts (FINANCE_TEXT_KEYS), written into the page as a JSON script
 * by CarSidebar.astro and parsed by FinanceDialogRoot.tsx on the first click.
 */
import type { FinanceText } from './finance-text.ts';

export const FINANCE_DIALOG_DATA_ID = 'finance-dialog-data';
/**
 * The Finance Enquiry link's `data-lead-dialog` value: the lead dialogs' listener (lead-dialog-trigger.ts)
 * loads LeadDialogRoot.tsx, which hands it on. One attribute for all, so that listener, which every page
 * with cards runs before interaction, stays within its 2 KB budget.
 */
export const FINANCE_DIALOG_KIND = 'finance';

export interface FinanceDialogData {
  text: FinanceText;
  /** The site offers the instant quote (the popup is only offered where it does). */
  instantQuote: boolean;
}

/** The JSON for a `<script type="application/json">`: `<` escaped, so no text can close the script early. */
export function serialiseFinanceDialogData(data: FinanceDialogData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's finance dialog data; null when the page carries none or it does not parse (the link is then followed). */
export function readFinanceDialogData(doc: Pick<Document, 'getElementById'> = document): FinanceDialogData | null {
  const json = doc.getElementById(FINANCE_DIALOG_DATA_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as FinanceDialogData;
  } catch {
    return null;
  }
}
