import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@resellpk/web-i18n';
import { productFormErrors, type ProductFormMode, type ProductFormValues } from './product-form';

/** One field's rule, for a Form.Item's `rules`. */
export type ProductFieldRule = (name: keyof ProductFormValues) => Rule;

/** The product form's validation: every field is checked by the shared rules in @resellpk/domain, the same the server runs. */
export function useProductFieldRule(form: FormInstance<ProductFormValues>, mode: ProductFormMode): ProductFieldRule {
  const t = useT();
  return (name) => ({
    validator: async () => {
      const found = productFormErrors(form.getFieldsValue(true) as ProductFormValues, mode).find((e) => e.name === name);
      if (found) throw new Error(t(found.errors[0]));
    },
  });
}
