/**
 * The route form (admin §3, §4, §5): titles per locale, alias auto-filled from the English title,
 * type AUTHENTICATED_ROUTE enables roles (otherwise empty roles), icon and style only with a menu
 * value (otherwise '' and {}), link only with a breadcrumb value (otherwise true), style a JSON object.
 */
import { useState } from 'react';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { basicinformationApi as api } from '@/api/services/basicinformation';
import { useRoleAllQuery } from '@/api/services/usermanagement';
import { ANY_ROLE, LOCALES, ROUTE_LAYOUTS, ROUTE_MENUS, ROUTE_TYPES, type AdminRouteNode } from '@/api/schemas';
import type { RouteRequest } from '@/api/schemas/requests';
import { DigitsInput, useRules } from '@/components/form';
import type { FieldsProps, ResourceForm } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { slugify } from '@/lib/validation';
import { SCREEN_NAMES } from '@/lib/screenNames';
import { QueryLoadError } from '@/components/LoadError';

export interface RouteValues {
  parent: string | null;
  name?: string;
  title: Record<string, string>;
  alias?: string;
  dynamic: boolean;
  type?: RouteRequest['type'];
  layout?: RouteRequest['layout'];
  menu: string[];
  icon?: string;
  style?: string;
  isOpen: boolean;
  divider: boolean;
  breadcrumb: string[];
  link: boolean;
  position: string;
  enable: boolean;
  roles: string[];
  component?: string;
}

/** §4 defaults of a new route under `parent` at position children + 1. */
export function newRouteValues(parent: AdminRouteNode | null, siblings: number): Partial<RouteValues> {
  return {
    parent: parent?.id ?? null,
    title: {},
    dynamic: false,
    isOpen: false,
    divider: true,
    link: true,
    enable: true,
    menu: [],
    breadcrumb: [],
    roles: [],
    position: String(siblings + 1),
  };
}

export function routeToValues(node: AdminRouteNode, parent: string | null): Partial<RouteValues> {
  return {
    parent,
    name: node.name,
    title: { ...node.title },
    alias: node.alias,
    dynamic: node.dynamic,
    type: node.type,
    layout: node.layout,
    menu: node.menu,
    icon: node.icon,
    style: Object.keys(node.style).length ? JSON.stringify(node.style) : '',
    isOpen: node.isOpen,
    divider: node.divider,
    breadcrumb: node.breadcrumb,
    link: node.link,
    position: String(node.position),
    enable: node.enable,
    roles: node.roles,
    component: node.component,
  };
}

/** The body by the §4 rules. */
export function routeBody(v: RouteValues): RouteRequest {
  const hasMenu = v.menu.length > 0;
  const authenticated = v.type === 'AUTHENTICATED_ROUTE';
  const latin = (text: string | undefined) => toLatinDigits(text ?? '').trim();
  return {
    name: latin(v.name) || latin(v.component) || undefined,
    title: Object.fromEntries(LOCALES.map((l) => [l, latin(v.title[l])])),
    alias: latin(v.alias),
    dynamic: Boolean(v.dynamic),
    parent: v.parent ?? null,
    type: v.type as RouteRequest['type'],
    layout: v.layout as RouteRequest['layout'],
    menu: v.menu,
    icon: hasMenu ? (v.icon ?? '').trim() : '',
    style: hasMenu && v.style?.trim() ? (JSON.parse(v.style) as Record<string, unknown>) : {},
    isOpen: Boolean(v.isOpen),
    divider: Boolean(v.divider),
    breadcrumb: v.breadcrumb,
    link: v.breadcrumb.length ? Boolean(v.link) : true,
    position: Number(latin(v.position)),
    enable: Boolean(v.enable),
    roles: authenticated ? v.roles : [],
    component: latin(v.component) || undefined,
  };
}

function RouteFields({ form }: FieldsProps<AdminRouteNode>) {
  const intl = useIntl();
  const rules = useRules();
  const label = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `reference.route.${key}` }, values);
  const type = Form.useWatch('type', form) as string | undefined;
  const menu = (Form.useWatch('menu', form) as string[] | undefined) ?? [];
  const breadcrumb = (Form.useWatch('breadcrumb', form) as string[] | undefined) ?? [];
  const authenticated = type === 'AUTHENTICATED_ROUTE';
  // the alias follows the English title until the user types an alias (or the route already has one)
  const [aliasTyped, setAliasTyped] = useState(() => Boolean(form.getFieldValue('alias')));
  const roles = useRoleAllQuery(undefined, { skip: !authenticated });
  const roleOptions = [{ value: ANY_ROLE, label: label('anyRole') }, ...(roles.data ?? []).map((r) => ({ value: r.name, label: r.caption ? `${r.caption} (${r.name})` : r.name }))];
  const menuOptions = ROUTE_MENUS.map((m) => ({ value: m, label: m }));
  const half = { xs: 24, sm: 12 };

  return (
    <Row gutter={12}>
      <Form.Item name="parent" hidden>
        <Input />
      </Form.Item>
      {LOCALES.map((locale) => {
        const title = label('titleIn', { language: intl.formatMessage({ id: `app.language.${locale}` }) });
        return (
          <Col {...half} key={locale}>
            <Form.Item name={['title', locale]} label={title} rules={[rules.required(title), rules.max(title, 100)]}>
              <Input
                maxLength={100}
                dir={locale === 'fa' ? 'rtl' : 'ltr'}
                onChange={(e) => {
                  if (locale === 'en' && !aliasTyped) form.setFieldValue('alias', slugify(e.target.value));
                }}
              />
            </Form.Item>
          </Col>
        );
      })}
      <Col {...half}>
        <Form.Item name="alias" label={label('alias')} rules={[rules.pattern(label('alias'), /^[a-z0-9_-]+$/), rules.max(label('alias'), 100)]}>
          <Input dir="ltr" maxLength={100} onChange={() => setAliasTyped(true)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        {/* the known screens only (src/lib/screenNames.ts, kept equal to the screen registry) */}
        <Form.Item name="component" label={label('component')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={SCREEN_NAMES.map((n) => ({ value: n, label: n }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="name" label={intl.formatMessage({ id: 'reference.route.name' })} rules={[rules.max(intl.formatMessage({ id: 'reference.route.name' }), 100)]}>
          <Input dir="ltr" maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="type" label={label('type')} rules={[rules.required(label('type'))]}>
          <Select options={ROUTE_TYPES.map((v) => ({ value: v, label: v }))} onChange={(v) => v !== 'AUTHENTICATED_ROUTE' && form.setFieldValue('roles', [])} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="layout" label={label('layout')} rules={[rules.required(label('layout'))]}>
          <Select options={ROUTE_LAYOUTS.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="roles" label={label('roles')} extra={<QueryLoadError query={roles} what={label('roles')} />}>
          <Select mode="multiple" disabled={!authenticated} loading={roles.isFetching} options={roleOptions} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="menu" label={label('menu')}>
          <Select mode="multiple" options={menuOptions} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="breadcrumb" label={label('breadcrumb')}>
          <Select mode="multiple" options={menuOptions} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="icon" label={label('icon')} rules={[rules.max(label('icon'), 100)]}>
          <Input dir="ltr" maxLength={100} disabled={!menu.length} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="position" label={label('position')} rules={[rules.required(label('position')), rules.range(label('position'), 1)]}>
          <DigitsInput digitsOnly maxLength={5} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="style" label={label('style')} rules={[rules.jsonObject(label('style')), rules.max(label('style'), 1000)]}>
          <Input.TextArea dir="ltr" maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} disabled={!menu.length} placeholder='{"color": "#2e7d32"}' />
        </Form.Item>
      </Col>
      {(['dynamic', 'isOpen', 'divider', 'link', 'enable'] as const).map((flag) => (
        <Col xs={12} sm={8} key={flag}>
          <Form.Item name={flag} label={label(flag)} valuePropName="checked">
            <Switch disabled={flag === 'link' && !breadcrumb.length} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** The route form for FormModal (add under the selected node, or edit the selected node). */
export function routeForm(initial: Partial<RouteValues>): ResourceForm<AdminRouteNode, RouteValues, RouteRequest> {
  return {
    Fields: RouteFields,
    wide: { width: 640, reason: 'a title per language, type, layout, menu and breadcrumb selects and five switches sit in two columns; at 450 each would take a line of its own' },
    initial,
    toValues: () => initial,
    toBody: routeBody,
    add: (body) => api.endpoints.addRoute.initiate(body),
    edit: (id, body) => api.endpoints.editRoute.initiate({ id, body }),
  };
}
