/**
 * The filter modal of a resource (width 400). "Filter" applies and goes to page 1; "Reset" clears the
 * filters (also page 1). The form starts from the filters in the URL.
 */
import { Button, Form, Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { ResourceFilter } from './types';

export interface FilterModalProps<FV, F> {
  filter: ResourceFilter<FV, F>;
  filters?: F;
  onApply(filters: F | undefined): void;
  onClose(): void;
}

export function FilterModal<FV, F>({ filter, filters, onApply, onClose }: FilterModalProps<FV, F>) {
  const intl = useIntl();
  const [form] = Form.useForm();
  const title = intl.formatMessage({ id: 'common.filter' });
  const initial = filters ? (filter.toValues ? filter.toValues(filters) : (filters as unknown as Partial<FV>)) : undefined;
  return (
    <Modal
      open
      title={title}
      width={400}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="reset" onClick={() => onApply(undefined)}>
          {intl.formatMessage({ id: 'common.reset' })}
        </Button>,
        <Button key="apply" type="primary" onClick={() => form.submit()}>
          {intl.formatMessage({ id: 'common.filter' })}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        name="resource-filter"
        initialValues={initial}
        aria-label={title}
        onFinish={(values: FV) => onApply(filter.toFilters ? filter.toFilters(values) : (values as unknown as F))}
      >
        <filter.Fields form={form} />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
