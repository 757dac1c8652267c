/**
 * The finance calculator's disclaimer (spec 02 §2 "The calculator opens on a short disclaimer;
 * Show More expands and Show Less collapses it. The disclaimer excerpt is 197 characters."; the
 * car page's #financeDisclaimer anchor). A disclaimer that fits the excerpt has no toggle.
 */
import { useState } from 'react';
import { excerpt, FINANCE_DISCLAIMER_EXCERPT } from '../../../domain/vehicle-page.ts';

export interface FinanceDisclaimerProps {
  text: string;
  showMore: string;
  showLess: string;
}

export const FINANCE_DISCLAIMER_ID = 'financeDisclaimer';

export function FinanceDisclaimer({ text, showMore, showLess }: FinanceDisclaimerProps) {
  const [expanded, setExpanded] = useState(false);
  const short = excerpt(text, FINANCE_DISCLAIMER_EXCERPT);
  return (
    <div className="finance-disclaimer">
      <p id={FINANCE_DISCLAIMER_ID}>{expanded || !short.truncated ? text.trim() : short.text}</p>
      {short.truncated && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={FINANCE_DISCLAIMER_ID}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? showLess : showMore}
        </button>
      )}
    </div>
  );
}
