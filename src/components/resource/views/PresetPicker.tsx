/**
 * Named filter presets of a list: a round button with a menu of the presets the shop ships and the
 * ones the user saved (picking one sets its filters and sorter, `view=` in the URL), "Save the current
 * filters and sort…" (a name; the same name replaces) and, in that dialog, the user's own presets with
 * a delete button each. The active view's name is shown beside the button.
 */
import { useState } from 'react';
import { Button, Dropdown, Flex, Form, Input, Modal, Tag, Tooltip, Typography, type MenuProps } from 'antd';
import { CheckOutlined, DeleteOutlined, SaveOutlined, StarOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { ResourceViews, ViewPreset } from './useResourceViews';
import './views.css';

export const PRESET_NAME_MAX = 40;

export interface PresetPickerProps<F> {
  views: Pick<ResourceViews<F>, 'presets' | 'active' | 'applyPreset' | 'savePreset' | 'removePreset'>;
}

export function PresetPicker<F>({ views }: PresetPickerProps<F>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const shipped = views.presets.filter((p) => p.shipped);
  const mine = views.presets.filter((p) => !p.shipped);
  const item = (p: ViewPreset<F>) => ({
    key: `preset:${p.id}`,
    label: p.label,
    icon: views.active?.id === p.id ? <CheckOutlined /> : undefined,
    onClick: () => views.applyPreset(p),
  });
  const items: MenuProps['items'] = [
    ...(shipped.length ? [{ type: 'group' as const, key: 'shipped', label: t('views.presets.shipped'), children: shipped.map(item) }] : []),
    ...(mine.length ? [{ type: 'group' as const, key: 'mine', label: t('views.presets.mine'), children: mine.map(item) }] : []),
    ...(shipped.length || mine.length ? [{ type: 'divider' as const }] : []),
    { key: 'save', icon: <SaveOutlined />, label: t('views.presets.save'), onClick: () => setSaving(true) },
  ];
  const button = t('views.presets.button');
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Tooltip title={views.active ? t('views.presets.active', { name: views.active.label }) : button}>
          <Button shape="circle" type={views.active ? 'primary' : 'default'} ghost={Boolean(views.active)} icon={<StarOutlined />} aria-label={button} />
        </Tooltip>
      </Dropdown>
      {views.active && (
        <Tag color="blue" className="resource-views__active" data-testid="resource-active-view">
          {views.active.label}
        </Tag>
      )}
      {saving && (
        <Modal
          open
          title={t('views.presets.saveTitle')}
          width={400}
          okText={t('common.save')}
          cancelText={t('common.cancel')}
          onOk={() => form.submit()}
          onCancel={() => setSaving(false)}
          destroyOnHidden
        >
          <Form
            form={form}
            layout="vertical"
            name="resource-save-view"
            onFinish={({ name }) => {
              if (views.savePreset(name)) setSaving(false);
              else form.setFields([{ name: 'name', errors: [t('views.presets.nameTaken')] }]);
            }}
          >
            <Form.Item
              name="name"
              label={t('views.presets.name')}
              rules={[{ required: true, whitespace: true, message: t('validation.required', { label: t('views.presets.name') }) }]}
            >
              <Input maxLength={PRESET_NAME_MAX} autoFocus />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('views.presets.saveHint')}</Typography.Paragraph>
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
          {mine.length > 0 && (
            <>
              <Typography.Text strong>{t('views.presets.mine')}</Typography.Text>
              <ul className="resource-columns">
                {mine.map((p) => (
                  <li key={p.id} className="resource-columns__item">
                    <Flex align="center" justify="space-between" gap={8}>
                      <span dir="auto">{p.label}</span>
                      <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('views.presets.delete', { name: p.label })} onClick={() => views.removePreset(p.id)} />
                    </Flex>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Modal>
      )}
    </>
  );
}
