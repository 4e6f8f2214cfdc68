/** Form pieces shared by the users, roles and permissions screens. */
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { useRules } from '@/components/form';
import { CAPTION_MAX } from '@/api/schemas/peopleRequests';

/** The label of a field of this area: `people.field.{name}`. */
export function useLabel() {
  const intl = useIntl();
  return (name: string) => intl.formatMessage({ id: `people.field.${name}` });
}

/** Name (required, pattern, max) and caption (≤ 200) of a role or permission add form. */
export function NameCaptionFields({ max, pattern }: { max: number; pattern: RegExp }) {
  const label = useLabel();
  const rules = useRules();
  return (
    <>
      <Form.Item name="name" label={label('name')} rules={[rules.required(label('name')), rules.max(label('name'), max), rules.pattern(label('name'), pattern)]}>
        <Input maxLength={max} dir="ltr" />
      </Form.Item>
      <Form.Item name="caption" label={label('caption')} rules={[rules.max(label('caption'), CAPTION_MAX)]}>
        <Input maxLength={CAPTION_MAX} />
      </Form.Item>
    </>
  );
}

/** Filter of roles and permissions: name and caption. */
export function NameCaptionFilter() {
  const label = useLabel();
  return (
    <>
      <Form.Item name="name" label={label('name')}>
        <Input maxLength={200} dir="ltr" />
      </Form.Item>
      <Form.Item name="caption" label={label('caption')}>
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
}
