import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import type { StoryInput } from '@resellpk/contracts';
import { MSG, STORY_LIMITS, validateStory } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';

type Field = keyof StoryInput;
const EMPTY: StoryInput = { name: '', role: '', city: '', quote: '' };
const FIELDS: readonly Field[] = ['name', 'role', 'city', 'quote'];

/**
 * Adding or editing one story: the same rules as the server (validateStory) before sending, and
 * the server's refusal on the field it names. Nothing typed is lost on a failure.
 */
export function StoryForm(props: { open: boolean; initial: StoryInput | null; onSave: (input: StoryInput) => Promise<unknown>; onClose: () => void }) {
  const { open, initial, onSave, onClose } = props;
  const t = useT();
  const [values, setValues] = useState<StoryInput>(EMPTY);
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initial ?? EMPTY);
      setError(null);
    }
  }, [open, initial]);

  const edit = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues({ ...values, [field]: e.target.value });
    if (error?.field === field) setError(null);
  };

  const submit = async () => {
    const checked = validateStory(values);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setSaving(true);
    try {
      await onSave(checked.value);
      onClose();
    } catch (err) {
      const field = isApiError(err) && FIELDS.includes(err.field as Field) ? (err.field as Field) : null;
      setError({ field, message: serverMessage(err, MSG.somethingWentWrong) });
    } finally {
      setSaving(false);
    }
  };

  const status = (field: Field) => (error?.field === field ? ('error' as const) : undefined);
  const help = (field: Field) => (error?.field === field ? t(error.message) : undefined);

  return (
    <Modal
      open={open}
      title={initial ? t('Edit story') : t('Add story')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('Name')} htmlFor="story-name" validateStatus={status('name')} help={help('name')}>
          <Input id="story-name" value={values.name} onChange={edit('name')} maxLength={STORY_LIMITS.name.max} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('What they do')} htmlFor="story-role" validateStatus={status('role')} help={help('role') ?? t('For example: Home-based reseller')}>
          <Input id="story-role" value={values.role} onChange={edit('role')} maxLength={STORY_LIMITS.role.max} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('City')} htmlFor="story-city" validateStatus={status('city')} help={help('city')}>
          <Input id="story-city" value={values.city} onChange={edit('city')} maxLength={STORY_LIMITS.city.max} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('Their words')} htmlFor="story-quote" validateStatus={status('quote')} help={help('quote')}>
          <Input.TextArea id="story-quote" value={values.quote} onChange={edit('quote')} maxLength={STORY_LIMITS.quote.max} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
      {error && !error.field && <Alert type="error" showIcon title={t(error.message)} />}
    </Modal>
  );
}
