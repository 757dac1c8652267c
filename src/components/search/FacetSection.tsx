import { useState, type ReactNode } from 'react';

/** Filters open from the start; the others open on demand (and are open whenever they filter). */
const OPEN_FROM_THE_START = new Set(['car_type', 'make', 'make_model', 'price']);

interface Props {
  attribute: string;
  label: string;
  active: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A filter's group: its name as a toggle, its options below. A closed filter renders no options,
 * so a page with twenty filters only lays out the few a shopper opened (and stays quick to update).
 */
export function FacetSection({ attribute, label, active, className = 'facet', children }: Props) {
  const [open, setOpen] = useState(OPEN_FROM_THE_START.has(attribute) || active);
  const id = `filter-${attribute}`;
  const shown = open || active;
  return (
    <fieldset className={className} aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="facet__title">
        <button
          type="button"
          className="facet__toggle"
          aria-expanded={shown}
          aria-controls={`${id}-options`}
          onClick={() => setOpen(!shown)}
        >
          {label}
        </button>
      </legend>
      <div id={`${id}-options`} hidden={!shown}>
        {shown && children}
      </div>
    </fieldset>
  );
}
