import { http, HttpResponse } from 'msw';
import { clientCalls, clientMatches, mockServes } from '../../../scripts/contract/coverageScan';
import { handlers } from '@mocks/handlers';
import { row } from './helpers';

const SERVICE = `
const BASE = 'basicinformation/v1';
export const PATHS = { invoice: 'ecommercemanagement/v1/invoice', list: 'ecommercemanagement/v1/invoice/list' };
function crud(entity: string) {
  return {
    add: build.mutation({ query: (body) => ({ url: \`\${BASE}/\${entity}\`, method: 'POST', body }) }),
    publish: build.mutation({ query: ({ id }) => ({ url: \`\${BASE}/\${entity}/\${encodeURIComponent(id)}/changepublished\`, method: 'PUT' }) }),
  };
}
const country = crud('country');
export const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoice: build.query({ query: (n) => ({ url: \`\${PATHS.invoice}/\${encodeURIComponent(n)}\` }) }),
    create: build.mutation({ query: (body) => ({ url: PATHS.invoice, method: 'POST', body }) }),
    version: build.query({ query: () => 'site/v1/version' }),
    ips: build.query({ query: (args) => listRequest('ecommercemanagement/v1/ipaddress/list', args) }),
  }),
});
`;

describe('contract coverage: client endpoints', () => {
  const calls = clientCalls('service.ts', SERVICE);
  const has = (method: string, path: string) => calls.some((call) => clientMatches(row(method, path), call, SERVICE));

  it('resolves constants, templates and RTK Query default methods', () => {
    expect(has('GET', 'site/v1/version')).toBe(true);
    expect(has('GET', 'ecommercemanagement/v1/invoice/{invoiceNumber}')).toBe(true);
    expect(has('POST', 'ecommercemanagement/v1/invoice')).toBe(true);
    expect(has('POST', 'ecommercemanagement/v1/ipaddress/list')).toBe(true);
  });

  it('matches factory paths only for the entities the file names, and respects the method', () => {
    expect(has('POST', 'basicinformation/v1/country')).toBe(true);
    expect(has('PUT', 'basicinformation/v1/country/{id}/changepublished')).toBe(true);
    expect(has('POST', 'basicinformation/v1/brand')).toBe(false);
    expect(has('PUT', 'ecommercemanagement/v1/invoice/{id}')).toBe(false);
    expect(has('DELETE', 'ecommercemanagement/v1/invoice/{id}')).toBe(false);
    // the declarations themselves are not calls
    expect(calls.some((c) => c.path === 'ecommercemanagement/v1/invoice/list')).toBe(false);
  });
});

const ENTITY_SERVICE = `
const BASE = 'usermanagement/v1';
const PUBLISH = { toggles: { publish: 'changepublished' } };
const at = (entity: string, id: string) => \`\${BASE}/\${entity}/\${encodeURIComponent(id)}\`;
export const api = baseApi.injectEndpoints({
  endpoints: (build) => {
    const user = entityEndpoints<User, UserArgs, UserFilter>(build, BASE, 'user', 'User', { toggles: { enable: 'changeenabled' } });
    const brand = entityEndpoints<Brand, BrandArgs>(build, BASE, 'brand', 'Brand', { ...PUBLISH, schema: brandSchema });
    const post = entityEndpoints<Post, PostArgs>(build, BASE, 'post', 'Post', { multipart: 'post' });
    return {
      deleteBrandFile: brand.deleteFile,
      userRoles: build.query({ query: (id) => \`\${at('user', id)}/role\` }),
      resetPassword: build.mutation({ query: ({ id }) => ({ url: \`\${at('user', id)}/resetpassword\`, method: 'PUT' }) }),
      role: build.query({ query: (id) => at('role', id) }),
    };
  },
});
`;

describe('contract coverage: entityEndpoints and path helpers', () => {
  const calls = clientCalls('service.ts', ENTITY_SERVICE);
  const has = (method: string, path: string) => calls.some((call) => clientMatches(row(method, path), call, ENTITY_SERVICE));

  it('counts the calls an entity wires: list, one, add, edit, remove and its toggles', () => {
    expect(has('POST', 'usermanagement/v1/user/list')).toBe(true);
    expect(has('GET', 'usermanagement/v1/user/{id}')).toBe(true);
    expect(has('POST', 'usermanagement/v1/user')).toBe(true);
    expect(has('PUT', 'usermanagement/v1/user/{id}')).toBe(true);
    expect(has('DELETE', 'usermanagement/v1/user/{id}')).toBe(true);
    expect(has('PUT', 'usermanagement/v1/user/{id}/changeenabled')).toBe(true);
    expect(has('PUT', 'usermanagement/v1/user/{id}/changepublished')).toBe(false);
    // toggles from a shared options constant
    expect(has('PUT', 'usermanagement/v1/brand/{id}/changepublished')).toBe(true);
  });

  it('counts the file delete only for a multipart entity or one whose deleteFile is used', () => {
    expect(has('DELETE', 'usermanagement/v1/post/{id}/file/{fileId}')).toBe(true);
    expect(has('DELETE', 'usermanagement/v1/brand/{id}/file/{fileId}')).toBe(true);
    expect(has('DELETE', 'usermanagement/v1/user/{id}/file/{fileId}')).toBe(false);
  });

  it('writes out a path helper where it is called', () => {
    expect(has('GET', 'usermanagement/v1/user/{id}/role')).toBe(true);
    expect(has('PUT', 'usermanagement/v1/user/{id}/resetpassword')).toBe(true);
    expect(has('GET', 'usermanagement/v1/role/{id}')).toBe(true);
    expect(has('PUT', 'usermanagement/v1/user/{id}/role')).toBe(false);
  });
});

describe('contract coverage: mock handlers', () => {
  it('says whether an msw handler answers the row', async () => {
    expect(await mockServes(row('GET', 'site/v1/product/{id}'), handlers)).toBe(true);
    expect(await mockServes(row('POST', 'auth/v1/user/login'), handlers)).toBe(true);
    expect(await mockServes(row('DELETE', 'nothing/v1/here/{id}'), handlers)).toBe(false);
    const extra = [http.delete('*/nothing/v1/here/:id', () => HttpResponse.json({ success: true }))];
    expect(await mockServes(row('DELETE', 'nothing/v1/here/{id}'), extra)).toBe(true);
  });
});
