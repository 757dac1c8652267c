interface Props {
  id: string;
  label: string;
  /** The text as typed, e.g. "1,200". */
  value: string;
  onChange: (value: string) => void;
  /** Rewrites the text to the amount the rules read (clamped, with separators). */
  onBlur: () => void;
}

/** Spec 02 §5: a money input with a $ prefix and thousands separators; a numeric keypad on phones. */
export function MoneyInput({ id, label, value, onChange, onBlur }: Props) {
  return (
    <div className="budget__field">
      <label className="budget__legend" htmlFor={id}>
        {label}
      </label>
      <div className="money-input">
        <span className="money-input__prefix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}
