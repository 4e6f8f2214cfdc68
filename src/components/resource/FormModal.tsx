/**
 * The add/edit modal of a resource (width 450): loads the record when the resource says so, closes
 * and reloads on success, and stays open with the typed values when the call fails (the server's
 * message is shown by the baseQuery). The OK button shows loading; a double click sends one request.
 *
 * The form holds its record in one language. Switching the page's language asks first when the form
 * has changes (the unsaved-changes guard); then the record is loaded again in the new language (the
 * form's `load`, else the resource's `one`) and the form starts again from it. An add form starts
 * afresh. Nothing typed in one language is saved as the other's text.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form, Modal, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { useDirtyFormModal } from '@/components/unsaved/useDirtyFormModal';
import { useErrorFocus } from '@/components/form/useErrorFocus';
import { markServerFieldErrors } from '@/components/form/serverFieldErrors';
import type { Locale } from '@/lib/locale';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
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
  const language = useAppSelector(selectLanguage);
  // the record call names the language: the answer is the record in the form's language, not of a call still under way for the other
  const oneCall = one ? (id: string) => one.initiate({ id, language }, { forceRefetch: true }) : undefined;
  const load = def.load;
  const loadCall: ((id: string) => ApiThunk<T>) | undefined = load ? (id) => load(id, language) : def.loadFull ? oneCall : undefined;
  const add = endpoints?.add;
  const edit = endpoints?.edit;
  const addCall: ((body: B) => ApiThunk) | undefined = def.add ?? (add ? (body) => add.initiate(body) : undefined);
  // saved in the language of the record the form shows (the form starts again when the language changes)
  const editCall: ((id: string, body: B) => ApiThunk) | undefined = def.edit ?? (edit ? (id, body) => edit.initiate({ id, body, language }) : undefined);
  // the record again in another language: the form's own load, else the resource's record call
  const reloadCall: ((id: string) => ApiThunk<T>) | undefined = loadCall ?? oneCall;
  const [form] = Form.useForm();
  const save = useApiCall();
  const start = useEffectCall();
  // the record the form shows, with the language its texts are in
  const [loaded, setLoaded] = useState<{ record: T; language: Locale } | undefined>(loadCall || !record ? undefined : { record, language });
  // changed values: leaving or closing (Cancel, ×, Esc) asks first
  const guard = useDirtyFormModal(() => onClose(false));
  const formName = `${name.replace(/\W/g, '-')}-form`;
  // a failed validation: the first field in error in view and focused, and a summary said
  const onFinishFailed = useErrorFocus(formName);
  // another language: the form starts again (the guard asked before the switch), clean (adjusted while rendering)
  const [formLanguage, setFormLanguage] = useState(language);
  if (formLanguage !== language) {
    setFormLanguage(language);
    guard.reset();
  }
  // the record in the form's language: loaded for it, or the row itself when nothing can load it again
  const current = loaded?.language === language ? loaded.record : reloadCall ? undefined : record;
  const needsLoad = Boolean(record && reloadCall) && loaded?.language !== language;

  useEffect(() => {
    if (!record || !needsLoad || !reloadCall) return;
    // safe under StrictMode: the first start is dropped by its cleanup, the second one lands
    return start(
      reloadCall(record.id),
      (full) => setLoaded({ record: full, language }),
      () => onClose(false),
    );
    // load once per opened record and language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id, language, needsLoad]);

  const submit = async (values: V) => {
    const body = def.toBody(values, current);
    const thunk = current ? editCall?.(current.id, body) : addCall?.(body);
    if (!thunk) return;
    try {
      await save.run(thunk);
      onClose(true);
    } catch (error) {
      // failed: the modal stays open with what was typed, the fields the refusal names marked and focused
      markServerFieldErrors(error, form, formName, onFinishFailed);
    }
  };

  const ready = Boolean(!record || current);
  // the one form instance outlives a language: its values start again from the new language's record
  // (antd keeps a form instance's values over a remount), before the new fields are painted
  const shownLanguage = useRef(language);
  useLayoutEffect(() => {
    if (!ready || shownLanguage.current === language) return;
    shownLanguage.current = language;
    form.resetFields();
  }, [ready, language, form]);
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
          // a new form per language: nothing typed in one language is left in the fields of the other
          key={language}
          form={form}
          layout="vertical"
          name={formName}
          initialValues={current ? def.toValues(current) : def.initial}
          onFinish={submit}
          onValuesChange={guard.changed}
          onFinishFailed={onFinishFailed}
          aria-label={title}
        >
          <def.Fields form={form} record={current} />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Modal>
  );
}
