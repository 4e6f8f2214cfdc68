/**
 * Plugin form page (admin §2, §3, §4, §5) at /plugin-management/plugin/add and /edit/:variable. The
 * type selector is disabled when editing and offers only types not yet in use (one plugin per type).
 * Type-specific fields: ABOUT_US, TONDAR_NET, NO_APP a required rich body; CONTACT_US email, website,
 * tel, mobile, address (≤ 300), latitude, longitude, map address (≤ 300), all required; PROJECTS a
 * list of items (logo, name, website, port 3002–3999); SLIDE_SHOW and GALLERY their images. Images:
 * stored ones deletable, new JPEG/PNG under 2 MB. A PROJECTS logo is a stored image of the plugin or one
 * of the new images chosen on the page (sent as `new:<n>`, its place among the `files` parts).
 */
import { useCallback } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { pluginEndpoints, pluginmanagementApi, useAdminPluginAllQuery, type PluginArgs } from '@/api/services/pluginmanagement';
import { refId, type Plugin, type PluginName } from '@/api/schemas';
import { CONTACT_ADDRESS_MAX, PLUGIN_KINDS, PROJECT_PORT_MAX, PROJECT_PORT_MIN } from '@/api/schemas/contentRequests';
import { LazyRichTextEditor } from '@/components/editor';
import { DigitsInput, useRules } from '@/components/form';
import { ImagesField, ResourceFormPage, defineFormPage, type FieldsProps } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { patterns } from '@/lib/validation';
import { usePluginTypeOptions } from './types';
import { useShowCount } from '@/components/digits';

interface ProjectValues {
  logo?: string;
  name?: string;
  website?: string;
  port?: string;
}

interface Values {
  name?: PluginName;
  body?: string;
  email?: string;
  website?: string;
  tel?: string;
  mobile?: string;
  address?: string;
  latitude?: string;
  longitude?: string;
  addressMap?: string;
  items?: ProjectValues[];
  files?: File[];
}

const text = (value: unknown) => (value == null ? '' : String(value));

function useLabel() {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `plugins.field.${key}` });
}

function TypeField({ record }: { record?: Plugin }) {
  const label = useLabel();
  const intl = useIntl();
  const rules = useRules();
  const all = useAdminPluginAllQuery();
  const inUse = useCallback((name: PluginName) => (all.data ?? []).some((p) => p.name === name && p.id !== record?.id), [all.data, record?.id]);
  const options = usePluginTypeOptions(inUse);
  // adding with every type in use: the form can never save; say why (the list offers no add then)
  const full = !record && all.data !== undefined && options.every((o) => o.disabled);
  return (
    <Form.Item
      name="name"
      label={label('type')}
      rules={[rules.required(label('type'))]}
      extra={full ? <Alert type="warning" showIcon title={intl.formatMessage({ id: 'plugins.allTypesInUse' })} /> : undefined}
    >
      <Select disabled={Boolean(record)} loading={all.isFetching} options={options} />
    </Form.Item>
  );
}

function BodyFields() {
  const label = useLabel();
  const rules = useRules();
  return (
    <Form.Item name="body" label={label('body')} rules={[rules.required(label('body'))]}>
      <LazyRichTextEditor ariaLabel={label('body')} />
    </Form.Item>
  );
}

function ContactFields() {
  const showCount = useShowCount();
  const label = useLabel();
  const rules = useRules();
  const req = (key: string) => [rules.required(label(key))];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={label('email')} rules={[...req('email'), rules.email(label('email'))]}>
          <Input dir="ltr" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="website" label={label('website')} rules={[...req('website'), rules.url(label('website'))]}>
          <Input dir="ltr" maxLength={200} placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="tel" label={label('tel')} rules={req('tel')}>
          <DigitsInput dir="ltr" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="mobile" label={label('mobile')} rules={req('mobile')}>
          <DigitsInput dir="ltr" maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={label('address')} rules={[...req('address'), rules.max(label('address'), CONTACT_ADDRESS_MAX)]}>
          <Input.TextArea maxLength={CONTACT_ADDRESS_MAX} showCount={showCount} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="latitude" label={label('latitude')} rules={[...req('latitude'), rules.pattern(label('latitude'), patterns.decimal)]}>
          <DigitsInput dir="ltr" maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item name="longitude" label={label('longitude')} rules={[...req('longitude'), rules.pattern(label('longitude'), patterns.decimal)]}>
          <DigitsInput dir="ltr" maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="addressMap" label={label('addressMap')} rules={[...req('addressMap'), rules.max(label('addressMap'), CONTACT_ADDRESS_MAX)]}>
          <Input.TextArea maxLength={CONTACT_ADDRESS_MAX} showCount={showCount} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

function ProjectFields({ record }: { record?: Plugin }) {
  const intl = useIntl();
  const label = useLabel();
  const rules = useRules();
  const newFiles = (Form.useWatch('files') as File[] | undefined) ?? [];
  const storedLogos = (record?.params?.items ?? []).map((item) => refId(item.logo)).filter((id): id is string => Boolean(id));
  const stored = [...(record?.files ?? []).map((f) => ({ value: f.id, label: f.name })), ...storedLogos.filter((id) => !(record?.files ?? []).some((f) => f.id === id)).map((id) => ({ value: id, label: id }))];
  const logoOptions = [...stored, ...newFiles.map((file, n) => ({ value: `new:${n}`, label: intl.formatMessage({ id: 'plugins.field.newImage' }, { name: file.name }) }))];
  return (
    <Form.List name="items" rules={[{ validator: (_r, items: unknown[] | undefined) => (items?.length ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage({ id: 'validation.required' }, { label: label('projects') })))) }]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Typography.Title level={5}>{label('projects')}</Typography.Title>
          {fields.map((field) => (
            <Card key={field.key} size="small" style={{ marginBottom: 12 }} extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={label('removeProject')} onClick={() => remove(field.name)} />}>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'name']} label={label('projectName')} rules={[rules.required(label('projectName')), rules.max(label('projectName'), 100)]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'logo']} label={label('logo')} extra={label('logoHint')} rules={[rules.required(label('logo'))]}>
                    <Select options={logoOptions} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'website']} label={label('website')} rules={[rules.required(label('website')), rules.url(label('website'))]}>
                    <Input dir="ltr" maxLength={200} placeholder="https://" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'port']} label={label('port')} rules={[rules.required(label('port')), rules.range(label('port'), PROJECT_PORT_MIN, PROJECT_PORT_MAX)]}>
                    <DigitsInput dir="ltr" digitsOnly maxLength={4} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
            {label('addProject')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

function Fields({ form, record }: FieldsProps<Plugin>) {
  const label = useLabel();
  const name = Form.useWatch('name', form) as PluginName | undefined;
  const kind = name ? PLUGIN_KINDS[name] : undefined;
  return (
    <>
      <TypeField record={record} />
      {!kind && <Typography.Paragraph type="secondary">{label('chooseType')}</Typography.Paragraph>}
      {kind === 'body' && <BodyFields />}
      {kind === 'contact' && <ContactFields />}
      {kind === 'projects' && <ProjectFields record={record} />}
      {kind && <ImagesField<Plugin> label={label('images')} extra={kind === 'files' ? label('filesHint') : undefined} record={record} deleteFile={pluginmanagementApi.endpoints.deletePluginFile} />}
    </>
  );
}

function toValues(p: Plugin): Values {
  const params = (p.params ?? {}) as Record<string, unknown>;
  return {
    name: p.name,
    body: text(params.body),
    email: text(params.email),
    website: text(params.website),
    tel: text(params.tel),
    mobile: text(params.mobile),
    address: text(params.address),
    latitude: text(params.latitude),
    longitude: text(params.longitude),
    addressMap: text(params.addressMap),
    items: (p.params?.items ?? []).map((item) => ({ logo: refId(item.logo), name: item.name, website: item.website, port: text(item.port) })),
    files: [],
  };
}

const latin = (v: string | undefined) => toLatinDigits(v ?? '').trim();

function toBody(v: Values): PluginArgs {
  const name = v.name as PluginName;
  const kind = PLUGIN_KINDS[name];
  const params =
    kind === 'body'
      ? { body: v.body ?? '' }
      : kind === 'contact'
        ? {
            email: latin(v.email),
            website: latin(v.website),
            tel: latin(v.tel),
            mobile: latin(v.mobile),
            address: (v.address ?? '').trim(),
            latitude: latin(v.latitude),
            longitude: latin(v.longitude),
            addressMap: (v.addressMap ?? '').trim(),
          }
        : kind === 'projects'
          ? { items: (v.items ?? []).map((item) => ({ logo: item.logo ?? '', name: (item.name ?? '').trim(), website: latin(item.website), port: Number(latin(item.port)) })) }
          : {};
  return { json: { name, params }, files: v.files ?? [] };
}

export const pluginPage = defineFormPage<Plugin, Values, PluginArgs>({
  name: 'plugins.plugin',
  listPath: paths.plugins,
  editPath: paths.pluginEdit,
  endpoints: { one: pluginEndpoints.one, add: pluginEndpoints.add, edit: pluginEndpoints.edit },
  Fields,
  initial: { items: [], files: [] },
  toValues,
  toBody,
});

export default function PluginForm() {
  return <ResourceFormPage page={pluginPage} />;
}
