/** Change password (spec §2, §5): current, new and confirmation; digits converted to Latin before sending. */
import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useChangePasswordMutation } from '@/api/services/dashboard';
import { useRules } from '@/components/form';
import { toLatinDigits } from '@/lib/digits';

interface Values {
  password: string;
  newPassword: string;
  confirm: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  onClose(): void;
}

export default function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.password.${id}` });
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (values: Values) => {
    try {
      await changePassword({ password: toLatinDigits(values.password), newPassword: toLatinDigits(values.newPassword) }).unwrap();
      form.resetFields();
      onClose();
    } catch {
      // The server's message is shown by the baseQuery; the dialog stays open with what was typed.
    }
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      width={450}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={intl.formatMessage({ id: 'common.save' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      okButtonProps={{ loading: isLoading }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} aria-label={t('title')}>
        <Form.Item name="password" label={t('current')} rules={[rules.required(t('current'))]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('new')} rules={[rules.required(t('new'))]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('confirm')}
          dependencies={['newPassword']}
          rules={[rules.required(t('confirm')), rules.equalsField(t('confirm'), 'newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
