/**
 * The add/edit modal of a resource (width 450): loads the record when the resource says so, closes
 * and reloads on success, and stays open with the typed values when the call fails (the server's
 * message is shown by the baseQuery). The OK button shows loading; a double click sends one request.
 */
import { useEffect, useState } from 'react';
import { Form, Modal, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { useDirtyFormModal } from '@/components/unsaved/useDirtyFormModal';
import { useErrorFocus } from '@/components/form/useErrorFocus';
import type { ApiThunk, ResourceEndpoints, ResourceForm } from './types';
import { useApiCall, useEffectCall } from './useApiCall';

export interface FormModalProps<T extends { id: string }, V, B> {
  name: string;
  form: ResourceForm<T, V, B>;
  /** The resource's calls: add, edit and (with `form.loadFull`) one, unless the form overrides them. */
  endpoints?: Omit<ResourceEndpoints<T, never, B>, 'list'>;
  /** The row being edited; undefined when adding. */
  record?: T;
  onClose(saved: boolean): void;
}

export function FormModal<T extends { id: string }, V, B>({ name, form: def, endpoints, record, onClose }: FormModalProps<T, V, B>) {
  const intl = useIntl();
  const one = endpoints?.one;
  const loadCall: ((id: string) => ApiThunk<T>) | undefined = def.load ?? (def.loadFull && one ? (id) => one.initiate(id, { forceRefetch: true }) : undefined);
  const add = endpoints?.add;
  const edit = endpoints?.edit;
  const addCall: ((body: B) => ApiThunk) | undefined = def.add ?? (add ? (body) => add.initiate(body) : undefined);
  const editCall: ((id: string, body: B) => ApiThunk) | undefined = def.edit ?? (edit ? (id, body) => edit.initiate({ id, body }) : undefined);
  const [form] = Form.useForm();
  const save = useApiCall();
  const start = useEffectCall();
  const [loaded, setLoaded] = useState<T | undefined>(loadCall ? undefined : record);
  // changed values: leaving or closing (Cancel, ×, Esc) asks first
  const guard = useDirtyFormModal(() => onClose(false));
  const formName = `${name.replace(/\W/g, '-')}-form`;
  // a failed validation: the first field in error in view and focused, and a summary said
  const onFinishFailed = useErrorFocus(formName);

  useEffect(() => {
    if (!record || !loadCall) return;
    // safe under StrictMode: the first start is dropped by its cleanup, the second one lands
    return start(
      loadCall(record.id),
      (full) => setLoaded(full),
      () => onClose(false),
    );
    // load once per opened record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);

  const submit = async (values: V) => {
    const body = def.toBody(values, loaded);
    const thunk = loaded ? editCall?.(loaded.id, body) : addCall?.(body);
    if (!thunk) return;
    try {
      await save.run(thunk);
      onClose(true);
    } catch {
      // failed: the modal stays open with what was typed
    }
  };

  const ready = !record || loaded;
  const title = intl.formatMessage({ id: `${name}.${record ? 'edit' : 'add'}` });
  return (
    <Modal
      open
      title={title}
      width={def.wide?.width ?? 450}
      onCancel={guard.close}
      onOk={() => form.submit()}
      okText={intl.formatMessage({ id: 'common.save' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      okButtonProps={{ loading: save.busy, disabled: !ready }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {ready ? (
        <Form
          form={form}
          layout="vertical"
          name={formName}
          initialValues={loaded ? def.toValues(loaded) : def.initial}
          onFinish={submit}
          onValuesChange={guard.changed}
          onFinishFailed={onFinishFailed}
          aria-label={title}
        >
          <def.Fields form={form} record={loaded} />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Modal>
  );
}
