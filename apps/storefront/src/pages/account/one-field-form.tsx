import type { UpdateMeRequest } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { Button, Form, Input, Space, type InputProps } from 'antd';
import { useState } from 'react';
import { useUpdateProfile } from '../../features/profile/use-profile';

export interface OneFieldFormProps {
  /** the form's accessible name */
  name: string;
  label: string;
  inputId: string;
  /** shown under the field while there is no error */
  hint: string;
  input: Omit<InputProps, 'id' | 'value' | 'onChange'>;
  /** the domain rule's message for a bad value, or null */
  validate: (value: string) => string | null;
  patch: (value: string) => UpdateMeRequest;
  saved: string;
  failed: string;
}

/**
 * One profile field with its Save button (the account page's phone and business name): the
 * domain rule checks it first, the server's refusal is shown under the field and in a toast.
 */
export function OneFieldForm({ name, label, inputId, hint, input, validate, patch, saved, failed }: OneFieldFormProps) {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const problem = validate(value);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync(patch(value));
      toast({ title: t(saved), variant: 'success' });
    } catch (err) {
      const message = serverMessage(err, MSG.somethingWentWrong);
      setError(message);
      toast({ title: t(failed), description: t(message), variant: 'destructive' });
    }
  };

  return (
    <Form layout="vertical" onFinish={save} aria-label={t(name)}>
      <Form.Item label={t(label)} htmlFor={inputId} validateStatus={error ? 'error' : undefined} help={t(error ?? hint)}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            {...input}
            id={inputId}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('Save')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
