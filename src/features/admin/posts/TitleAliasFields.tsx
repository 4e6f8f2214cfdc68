/**
 * Title (required, max 100) and alias (required, max 100, lowercase letters, digits, dash and
 * underscore) of a post or post category (admin §5). The alias follows the title until the user types
 * one, or the record already has one.
 */
import { useState } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { useRules } from '@/components/form';
import { patterns, slugify } from '@/lib/validation';
import { useShowCount } from '@/components/digits';

export function TitleAliasFields({ form }: { form: FormInstance }) {
  const showCount = useShowCount();
  const intl = useIntl();
  const rules = useRules();
  const title = intl.formatMessage({ id: 'posts.field.title' });
  const alias = intl.formatMessage({ id: 'posts.field.alias' });
  const [aliasTyped, setAliasTyped] = useState(() => Boolean(form.getFieldValue('alias')));
  return (
    <>
      <Form.Item name="title" label={title} rules={[rules.required(title), rules.max(title, 100)]}>
        <Input maxLength={100} showCount={showCount} onChange={(e) => !aliasTyped && form.setFieldValue('alias', slugify(e.target.value))} />
      </Form.Item>
      <Form.Item
        name="alias"
        label={alias}
        extra={intl.formatMessage({ id: 'posts.field.aliasHint' })}
        rules={[rules.required(alias), rules.max(alias, 100), rules.pattern(alias, patterns.alias)]}
      >
        <Input dir="ltr" maxLength={100} onChange={() => setAliasTyped(true)} />
      </Form.Item>
    </>
  );
}
