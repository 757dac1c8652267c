/**
 * Spec 02 §4 "submitting (spinner, button disabled)": the form's main button. While busy it is
 * disabled and shows a spinner beside the busy text; `aria-busy` tells assistive technology.
 */
export function SubmitButton({ label, busyLabel, busy }: { label: string; busyLabel: string; busy: boolean }) {
  return (
    <button type="submit" className="btn lead-form__submit" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
