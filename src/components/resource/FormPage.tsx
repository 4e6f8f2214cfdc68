/**
 * An own add/edit page (spec §1, §2: store, product, plugin, post, user), driven by a declaration
 * (`defineFormPage`, formPageTypes.ts). The route's `:variable` is the id; without it the page adds.
 *
 * - Editing loads the record with a spinner; an unknown id (404, `success: false`, no content) shows
 *   the 404 page; any other failed load shows an error with a retry, and the form starts afresh.
 * - Adding navigates (replace) to `editPath(new id)`; an edit reloads the record and the form then
 *   shows what the server kept (new images chosen in the form are cleared with it).
 * - A failed save leaves everything typed, chosen images included (the server's message is shown by
 *   the baseQuery). The save button shows loading; a double click sends one request.
 * - Back (to `listPath`, at the page, sorter and filters it was left at in this tab: src/lib/listReturn.ts) and Save sit in a bar that floats at the bottom of the screen while the form
 *   is longer than the screen.
 * - A failed validation scrolls the first field in error just below the sticky header (not under it,
 *   nor under the save bar), focuses it and says "n fields need attention: …" (useErrorFocus).
 * - The form holds its record in one language: the record is asked in the page's language and saved
 *   in the language it was asked in. Switching the language asks first when the form has changes
 *   (the unsaved-changes guard), then the form starts again with the record in the new language (a
 *   spinner while it loads): one language's text is never carried into the other, nor saved there.
 */
import { useContext, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Card, ConfigProvider, Flex, Form, Spin, theme } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { useGuardedNavigate, useUnsavedChanges } from '@/components/unsaved/useUnsavedChanges';
import { newId } from '@/api/list';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { StatusPage } from '@/components/StatusPage';
import { useErrorFocus } from '@/components/form/useErrorFocus';
import { markServerFieldErrors } from '@/components/form/serverFieldErrors';
import { useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import type { FormPageDef } from './formPageTypes';
import { listReturnPath } from '@/lib/listReturn';
import { useApiCall } from './useApiCall';

export { defineFormPage } from './formPageTypes';
export type {
  FormPageAddEndpoint,
  FormPageDef,
  FormPageEditEndpoint,
  FormPageEndpoints,
  FormPageRecordEndpoint,
  FormPageRecordResult,
} from './formPageTypes';

export interface ResourceFormPageProps<T extends { id: string }, V, B> {
  page: FormPageDef<T, V, B>;
}

/** An unknown id: HTTP 404, or an answer with `success: false`. */
function isNotFound(error: unknown): boolean {
  const status = (error as ApiError | undefined)?.status;
  return status === 404 || status === 'API_ERROR';
}

function BackButton({ to }: { to: string }) {
  const intl = useIntl();
  // asks first when the form has unsaved changes
  const navigate = useGuardedNavigate();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return (
    <Button icon={direction === 'rtl' ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(listReturnPath(to))}>
      {intl.formatMessage({ id: 'app.back' })}
    </Button>
  );
}

/** The spinner over the form while it saves, for pages that ask for it (no wrapper otherwise). */
function SavingSpin({ on, saving, children }: { on: boolean; saving: boolean; children: ReactNode }) {
  return on ? <Spin spinning={saving}>{children}</Spin> : <>{children}</>;
}

interface EditorProps<T extends { id: string }, V, B> {
  page: FormPageDef<T, V, B>;
  title: string;
  record?: T;
  initialValues?: Partial<V>;
  saving: boolean;
  /** Saves; rejects with the save's error when the server refused it (the form then marks the fields it names). */
  onSubmit(values: V): Promise<void>;
}

/** The form itself; remounted (a new key) to start again from what the server holds. */
function FormPageEditor<T extends { id: string }, V, B>({ page, title, record, initialValues, saving, onSubmit }: EditorProps<T, V, B>) {
  const intl = useIntl();
  const [form] = Form.useForm();
  const { token } = theme.useToken();
  // initial values apply once, when the form mounts
  const [initial] = useState(initialValues);
  // a change by the user makes the form dirty; a successful save remounts it clean (a new key)
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const bar: CSSProperties = {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    marginTop: 16,
    paddingBlock: 12,
    background: token.colorBgContainer,
    borderTop: `1px solid ${token.colorBorderSecondary}`,
  };
  const { Fields } = page;
  const formName = `${page.name.replace(/\W/g, '-')}-page`;
  // a failed validation: the first field in error below the sticky header, focused, and a summary said
  const onFinishFailed = useErrorFocus(formName);
  return (
    <Card title={title} className="resource-form-page">
      <SavingSpin on={Boolean(page.spinWhileSaving)} saving={saving}>
        <Form
          form={form}
          layout="vertical"
          name={formName}
          initialValues={initial as Record<string, unknown> | undefined}
          // a refusal that names a field marks and focuses it, as a failed validation does
          onFinish={(values: V) => onSubmit(values).catch((error: unknown) => markServerFieldErrors(error, form, formName, onFinishFailed))}
          onValuesChange={() => setDirty(true)}
          aria-label={title}
          onFinishFailed={onFinishFailed}
        >
          <Fields form={form} record={record} />
          <Flex role="toolbar" aria-label={title} className="resource-form-page__bar" data-sticky-edge="bottom" gap={8} justify="end" wrap style={bar}>
            <BackButton to={page.listPath} />
            <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
              {intl.formatMessage({ id: 'common.save' })}
            </Button>
          </Flex>
        </Form>
      </SavingSpin>
    </Card>
  );
}

export function ResourceFormPage<T extends { id: string }, V, B>({ page }: ResourceFormPageProps<T, V, B>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { variable } = useParams();
  const adding = !variable;
  // the record in the page's language; another language is another record to load (no stale text meanwhile)
  const language = useAppSelector(selectLanguage);
  const one = page.endpoints.one.useQuery({ id: variable ?? '', language }, { skip: adding, refetchOnMountOrArgChange: true });
  const extraInitial = page.useInitial?.(adding);
  const save = useApiCall();
  // the whole save (the call and, after an edit, the reload) runs once at a time
  const submitting = useRef(false);
  const [reloading, setReloading] = useState(false);
  // bumped to start the form again from the record (after a save, after a failed load)
  const [version, setVersion] = useState(0);
  const notFound = !adding && !one.isFetching && (one.isError ? isNotFound(one.error) : one.currentData === null);
  const loadFailed = !adding && !one.isFetching && one.isError && !notFound;
  // a failed load: the form starts afresh once the record loads again (adjusted while rendering)
  const [failedBefore, setFailedBefore] = useState(loadFailed);
  if (failedBefore !== loadFailed) {
    setFailedBefore(loadFailed);
    if (loadFailed) setVersion((v) => v + 1);
  }
  const generic = intl.formatMessage({ id: `${page.name}.${adding ? 'add' : 'edit'}` });
  // an edit page names its record ("Edit user: Sara Ahmadi")
  const named = !adding && one.currentData ? page.recordName?.(one.currentData) : undefined;
  const title = named ? intl.formatMessage({ id: 'resource.titleOf' }, { title: generic, name: named }) : generic;

  const submit = async (values: V) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (!variable) {
        // a refused add rejects: the form keeps everything typed and marks the fields the refusal names
        const answer = await save.run(page.endpoints.add.initiate(page.toBody(values)));
        const id = newId(answer);
        void navigate(id ? page.editPath(id) : page.listPath, { replace: true });
        return;
      }
      const record = one.currentData ?? undefined;
      // saved in the language the record was read in, whatever the page's language is by the time it is sent
      await save.run(page.endpoints.edit.initiate({ id: variable, body: page.toBody(values, record), language }));
      setReloading(true);
      try {
        await one.refetch().unwrap();
      } catch {
        // a failed reload shows the error state below
      } finally {
        setReloading(false);
        setVersion((v) => v + 1);
      }
    } finally {
      submitting.current = false;
    }
  };

  const back = <BackButton to={page.listPath} />;

  if (notFound) {
    return <StatusPage code="404" title={intl.formatMessage({ id: 'error.404.title' })} subTitle={intl.formatMessage({ id: 'error.404.body' })} extra={back} />;
  }
  if (loadFailed) {
    // the shared error state in place (as every screen shows it), with the way back beside it
    return (
      <Card title={title}>
        <Flex vertical gap={16} align="flex-start">
          <LoadError
            className="form-page__load-error"
            error={one.error}
            what={intl.formatMessage({ id: 'loadError.what.item' })}
            onRetry={() => void one.refetch()}
            retrying={one.isFetching}
          />
          {back}
        </Flex>
      </Card>
    );
  }
  const record = adding ? undefined : (one.currentData ?? undefined);
  if ((page.useInitial && !extraInitial) || (!adding && !record)) return <PageSpinner />;

  const initialValues = record ? page.toValues(record) : { ...page.initial, ...extraInitial };
  return (
    <FormPageEditor<T, V, B>
      // a new form per language: nothing typed in one language is left in the fields of the other
      key={`${variable ?? 'new'}:${language}:${version}`}
      page={page}
      title={title}
      record={record}
      initialValues={initialValues}
      saving={save.busy || reloading}
      onSubmit={submit}
    />
  );
}
