import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useT } from '@resellpk/web-i18n';
import { CloseCircleIcon, EyeIcon, EyeInvisibleIcon } from './icons';

interface FieldFrame {
  label?: ReactNode;
  /** help under the input */
  extra?: ReactNode;
  /** the field's problem, under the input in red (as antd Form marks a field); the input is marked invalid */
  error?: ReactNode;
}

/** What the input refers to: its help and its problem, read out with it. */
function describedBy(id: string, { extra, error }: FieldFrame): string | undefined {
  const ids = [error != null && error !== false ? `${id}-error` : null, extra != null ? `${id}-help` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (error == null || error === false) return null;
  return (
    <span className="rpk-field-error" id={`${id}-error`} role="alert">
      {error}
    </span>
  );
}

function Field({ id, label, extra, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="rpk-field">
      {label != null && (
        <label className="rpk-field-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      <FieldError id={id} error={error} />
      {extra != null && (
        <span className="rpk-field-help" id={`${id}-help`}>
          {extra}
        </span>
      )}
    </div>
  );
}

const invalid = (error: ReactNode) => error != null && error !== false;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  prefix?: ReactNode;
  /** shows a clear button while there is text; called after the value is cleared */
  onClear?: () => void;
  inputClassName?: string;
}

/** An input in the antd frame (border, focus ring, prefix icon, optional clear button). */
export function TextInput({ prefix, onClear, className, style, ...input }: TextInputProps) {
  const t = useT();
  const hasValue = typeof input.value === 'string' ? input.value.length > 0 : false;
  return (
    <span className={`rpk-input${className ? ` ${className}` : ''}`} style={style}>
      {prefix && <span className="rpk-input-affix">{prefix}</span>}
      <input {...input} />
      {onClear && hasValue && (
        <button type="button" className="rpk-input-toggle" aria-label={t('Clear')} onClick={onClear}>
          <CloseCircleIcon />
        </button>
      )}
    </span>
  );
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  name: string;
}

/** Labelled text input for forms read with FormData (uncontrolled by default). */
export function TextField({ label, extra, error, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} extra={extra} error={error}>
      <TextInput
        id={fieldId}
        aria-describedby={describedBy(fieldId, { extra, error })}
        aria-invalid={invalid(error) || undefined}
        className={[className, invalid(error) ? 'rpk-input-error' : null].filter(Boolean).join(' ') || undefined}
        {...input}
      />
    </Field>
  );
}

/** Password field with a show/hide toggle, like antd's Input.Password. */
export function PasswordField({ label, extra, error, id, ...input }: TextFieldProps) {
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={fieldId} label={label} extra={extra} error={error}>
      <span className={invalid(error) ? 'rpk-input rpk-input-error' : 'rpk-input'}>
        <input id={fieldId} aria-describedby={describedBy(fieldId, { extra, error })} aria-invalid={invalid(error) || undefined} {...input} type={visible ? 'text' : 'password'} />
        <button
          type="button"
          className="rpk-input-toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('Hide password') : t('Show password')}
          aria-pressed={visible}
          aria-controls={fieldId}
        >
          {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      </span>
    </Field>
  );
}

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** The platform's own select in the input frame: the phone's picker on mobile, a few bytes on the wire. */
export function NativeSelect({ options, className, style, ...select }: NativeSelectProps) {
  return (
    <span className={`rpk-input rpk-select${className ? ` ${className}` : ''}`} style={style}>
      <select {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Checkbox with its label text (may contain links), and its problem under it. */
export function CheckboxField({
  name,
  children,
  error,
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { name: string; children: ReactNode; error?: ReactNode }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="rpk-field">
      <label className="rpk-check">
        <input type="checkbox" id={fieldId} name={name} aria-invalid={invalid(error) || undefined} aria-describedby={describedBy(fieldId, { error })} {...input} />
        <span>{children}</span>
      </label>
      <FieldError id={fieldId} error={error} />
    </div>
  );
}
