import { useMemo, useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BUILTIN_CATEGORIES } from '@resellpk/contracts';
import { CATALOG_MSG, categoryLabel, validateCategoryName } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { useCategories, useCreateCategory } from './products-api';

/** Category select (builtin list + custom categories) with the inline "Add custom category" form. */
export function CategoryField({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const t = useT();
  const { toast } = useToast();
  const categories = useCategories();
  const create = useCreateCategory();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const options = useMemo(() => {
    const names = new Set<string>(BUILTIN_CATEGORIES);
    (categories.data ?? []).forEach((c) => names.add(c.name));
    if (value) names.add(value);
    return [...names].map((n) => ({ value: n, label: t(categoryLabel(n)) }));
  }, [categories.data, value, t]);

  const submit = () => {
    const problem = validateCategoryName(name);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        onChange?.(created.name);
        setAdding(false);
        setName('');
        toast({ title: t('Category added'), description: t(categoryLabel(created.name)), variant: 'success' });
      },
      onError: (err) => {
        // the spec's field messages (duplicate, empty) belong next to the input
        if (isApiError(err) && (err.status === 409 || err.status === 400)) setError(err.message);
        else toast({ title: t(CATALOG_MSG.addCategoryFailed), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' });
      },
    });
  };

  return (
    <div>
      <Select
        id={id}
        showSearch
        value={value}
        onChange={onChange}
        options={options}
        loading={categories.isPending}
        optionFilterProp="label"
        style={{ width: '100%' }}
      />
      {adding ? (
        <div style={{ marginTop: 8 }}>
          <Flex gap={8} wrap>
            <Input
              autoFocus
              aria-label={t('Custom category name')}
              placeholder={t('Custom category name')}
              value={name}
              maxLength={50}
              status={error ? 'error' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                submit();
              }}
              style={{ flex: '1 1 180px', minWidth: 0 }}
            />
            <Button type="primary" onClick={submit} loading={create.isPending}>
              {t('Add')}
            </Button>
            <Button
              onClick={() => {
                setAdding(false);
                setError(null);
                setName('');
              }}
            >
              {t('Cancel')}
            </Button>
          </Flex>
          {error && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {t(error)}
            </Typography.Text>
          )}
        </div>
      ) : (
        <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ paddingInline: 0 }}>
          {t('Add custom category')}
        </Button>
      )}
    </div>
  );
}
