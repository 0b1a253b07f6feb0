import { Form, Input } from 'antd';
import { MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { serverMessage } from '@resellpk/web-api';

export type FieldError = { message: string } | null;

/** The server's message for a refused code, shown under the code field. */
export function fieldError(err: unknown): FieldError {
  return { message: serverMessage(err, MSG.somethingWentWrong) };
}

/** A 6-digit code from the app, or a recovery code (letters and a dash), with its error under it. */
export function CodeField({ label, error }: { label: string; error: FieldError }) {
  const t = useT();
  return (
    <Form.Item label={label} name="code" validateStatus={error ? 'error' : undefined} help={error ? t(error.message) : undefined}>
      <Input autoComplete="one-time-code" autoFocus maxLength={64} size="large" spellCheck={false} style={{ direction: 'ltr', letterSpacing: 2 }} aria-invalid={error ? true : undefined} />
    </Form.Item>
  );
}
