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

describe('contract coverage: mock handlers', () => {
  it('says whether an msw handler answers the row', async () => {
    expect(await mockServes(row('GET', 'site/v1/product/{id}'), handlers)).toBe(true);
    expect(await mockServes(row('POST', 'auth/v1/user/login'), handlers)).toBe(true);
    expect(await mockServes(row('DELETE', 'nothing/v1/here/{id}'), handlers)).toBe(false);
    const extra = [http.delete('*/nothing/v1/here/:id', () => HttpResponse.json({ success: true }))];
    expect(await mockServes(row('DELETE', 'nothing/v1/here/{id}'), extra)).toBe(true);
  });
});
