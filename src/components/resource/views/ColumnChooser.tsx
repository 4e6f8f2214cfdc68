/**
 * The column chooser of a list: a round button opening a dialog where each declared column is ticked to
 * show and moved up or down (buttons, so it works by keyboard and on a phone); Apply keeps the choice
 * for the signed-in user and in the URL, "Reset to default" gives back the declared columns. A ticked
 * column the list folded away for want of room at this width (column priority) is marked so, and a
 * line says where it is (each row's detail) and why (a wider window shows it), so a tick never claims
 * a column the table does not show.
 */
import { useState } from 'react';
import { Button, Checkbox, Flex, Modal, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, InsertRowRightOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { ResourceViews } from './useResourceViews';
import './views.css';

export interface ColumnChooserProps {
  views: Pick<ResourceViews<object>, 'declared' | 'visible' | 'isDefaultColumns' | 'setColumns' | 'resetColumns'>;
  /** the header text of each column key */
  titles: Record<string, string>;
  /** the shown columns the table folded into each row's detail at this width (column priority, `responsive`) */
  folded?: readonly string[];
}

interface Draft {
  order: string[];
  shown: Set<string>;
}

export function ColumnChooser({ views, titles, folded = [] }: ColumnChooserProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState<Draft | null>(null);
  const open = () => setDraft({ order: [...views.visible, ...views.declared.filter((k) => !views.visible.includes(k))], shown: new Set(views.visible) });
  const move = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      if (!d) return d;
      const order = [...d.order];
      [order[index], order[index + by]] = [order[index + by], order[index]];
      return { ...d, order };
    });
  const toggle = (key: string, on: boolean) =>
    setDraft((d) => {
      if (!d) return d;
      const shown = new Set(d.shown);
      if (on) shown.add(key);
      else shown.delete(key);
      return { ...d, shown };
    });
  const title = t('views.columns.title');
  const none = draft ? draft.shown.size === 0 : false;
  // folded for room among the columns still ticked in the dialog (what the table shows at this width)
  const foldedNow = draft ? draft.order.filter((key) => draft.shown.has(key) && folded.includes(key)) : [];
  return (
    <>
      <Tooltip title={t('views.columns.button')}>
        <Button
          shape="circle"
          type={views.isDefaultColumns ? 'default' : 'primary'}
          ghost={!views.isDefaultColumns}
          icon={<InsertRowRightOutlined />}
          aria-label={t('views.columns.button')}
          onClick={open}
        />
      </Tooltip>
      {draft && (
        <Modal
          open
          title={title}
          width={400}
          onCancel={() => setDraft(null)}
          destroyOnHidden
          footer={[
            <Button
              key="reset"
              onClick={() => {
                views.resetColumns();
                setDraft(null);
              }}
            >
              {t('views.columns.reset')}
            </Button>,
            <Button key="cancel" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>,
            <Button
              key="apply"
              type="primary"
              disabled={none}
              onClick={() => {
                views.setColumns(draft.order.filter((k) => draft.shown.has(k)));
                setDraft(null);
              }}
            >
              {t('views.columns.apply')}
            </Button>,
          ]}
        >
          <Typography.Paragraph type={none ? 'danger' : 'secondary'} style={{ marginBottom: 8 }} role={none ? 'alert' : undefined}>
            {t(none ? 'views.columns.atLeastOne' : 'views.columns.hint')}
          </Typography.Paragraph>
          {foldedNow.length > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="columns-folded-note">
              {t('views.columns.foldedNote', { names: foldedNow.map((key) => titles[key] ?? key).join(intl.locale.startsWith('fa') ? '، ' : ', ') })}
            </Typography.Paragraph>
          )}
          <ul className="resource-columns" aria-label={title}>
            {draft.order.map((key, index) => {
              const name = titles[key] ?? key;
              return (
                <li key={key} className="resource-columns__item">
                  <Flex align="center" gap={4}>
                    <Checkbox checked={draft.shown.has(key)} onChange={(e) => toggle(key, e.target.checked)} style={{ flex: 1 }}>
                      {name}
                      {foldedNow.includes(key) && (
                        <Tag className="resource-columns__folded" bordered={false} style={{ marginInlineStart: 8 }}>
                          {t('views.columns.folded')}
                        </Tag>
                      )}
                    </Checkbox>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t('views.columns.moveUp', { name })}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index === draft.order.length - 1}
                      aria-label={t('views.columns.moveDown', { name })}
                      onClick={() => move(index, 1)}
                    />
                  </Flex>
                </li>
              );
            })}
          </ul>
        </Modal>
      )}
    </>
  );
}
