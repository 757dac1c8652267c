/**
 * One labelled form field: every field has a visible label and its error is announced. The input,
 * its error under it, `aria-invalid` and `aria-describedby` pointing at the error. Radio groups are
 * a fieldset with a legend. Ids are `${formId}-${name}` so the error summary links to them.
 */
import type { ChangeEvent } from 'react';
import { POSTCODE_MAX_LENGTH, type FieldSpec } from './lead-form-fields.ts';

export interface FormFieldProps {
  formId: string;
  field: FieldSpec;
  value: string | boolean;
  error: string | undefined;
  optionalMark: string;
  choose: string;
  onChange: (name: string, value: string | boolean) => void;
}

/** The id of a field's control (the first radio of a group), which the error summary links to. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

export function FormField({ formId, field, value, error, optionalMark, choose, onChange }: FormFieldProps) {
  const id = fieldId(formId, field.name);
  const errorId = `${id}-error`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field.name, event.currentTarget.value);
  const errorText = error ? (
    <p className="form-field__error">
      <span aria-hidden="true">⚠ </span>
      <span id={errorId}>{error}</span>
    </p>
  ) : null;
  const label = (
    <>
      {field.label}
      {!field.required && field.kind !== 'checkbox' && <span className="form-field__optional"> {optionalMark}</span>}
    </>
  );

  if (field.kind === 'checkbox') {
    return (
      <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={value === true}
          onChange={(event) => onChange(field.name, event.currentTarget.checked)}
          {...aria}
        />
        <label htmlFor={id}>{label}</label>
        {errorText}
      </div>
    );
  }
  if (field.kind === 'radio') {
    return (
      <fieldset
        className={`form-field form-field--radios${error ? ' form-field--invalid' : ''}`}
        aria-describedby={error ? errorId : undefined}
      >
        <legend>{label}</legend>
        {(field.options ?? []).map((option, index) => (
          <label key={option.value} className="form-field__radio">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={`${formId}-${field.name}`}
              value={option.value}
              checked={text === option.value}
              onChange={onText}
            />
            {option.label}
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }
  let control;
  if (field.kind === 'textarea') {
    control = <textarea id={id} name={field.name} rows={4} value={text} onChange={onText} {...aria} />;
  } else if (field.kind === 'select') {
    control = (
      <select id={id} name={field.name} value={text} onChange={onText} {...aria}>
        {(field.options?.length ?? 0) !== 1 && <option value="">{choose}</option>}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.kind === 'datetime' ? 'datetime-local' : field.kind === 'postcode' ? 'text' : field.kind;
    control = (
      <input
        id={id}
        name={field.name}
        type={type}
        value={text}
        autoComplete={field.autoComplete}
        inputMode={field.kind === 'postcode' ? 'numeric' : undefined}
        maxLength={field.kind === 'postcode' ? POSTCODE_MAX_LENGTH : undefined}
        onChange={onText}
        {...aria}
      />
    );
  }
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {errorText}
    </div>
  );
}
