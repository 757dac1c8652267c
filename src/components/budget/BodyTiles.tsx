import type { BudgetText } from './budget-text.ts';

interface Props {
  /** The tenant's most stocked body types, most first. */
  bodies: readonly string[];
  chosen: string | null;
  onChoose: (body: string | null) => void;
  text: BudgetText;
}

/**
 * Spec 02 "body-type selector tiles": a radio group (one body type, or Any), each radio a tile
 * whose visible text is its label, so arrow keys move between tiles as in any radio group.
 */
export function BodyTiles({ bodies, chosen, onChoose, text }: Props) {
  const options: { value: string | null; label: string }[] = [
    { value: null, label: text['budget.anyBody'] },
    ...bodies.map((body) => ({ value: body, label: body })),
  ];
  return (
    <fieldset className="budget__field body-tiles">
      <legend className="budget__legend">{text['budget.bodyType']}</legend>
      <div className="body-tiles__list">
        {options.map((option) => (
          <label key={option.label} className="body-tile">
            <input
              type="radio"
              name="budget-body"
              value={option.value ?? ''}
              checked={chosen === option.value}
              onChange={() => onChoose(option.value)}
            />
            <span className="body-tile__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
