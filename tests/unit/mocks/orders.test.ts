import { db, seededApiKey } from '@mocks/db';
import { call } from './helpers';

const key = seededApiKey('u1');
const E = 'ecommercemanagement/v1';

describe('invoice administration mock', () => {
  it('advances the step of a published paid order, and the customer sees it', async () => {
    const inv = db.invoices.find((i) => i.publish && i.payment && i.user === 'u6')!;
    inv.step = 'RECEIVE_ORDER';
    const res = await call(`${E}/invoice/${inv.id}/changestep`, { key });
    expect(res.json.success).toBe(true);
    const owner = seededApiKey(inv.user);
    const seen = await call(`${E}/invoice/${inv.invoiceNumber}`, { key: owner });
    expect(seen.json.data.content.step).toBe('PREPARING');
  });

  it('refuses change step unless published and paid, and remind unless published and waiting', async () => {
    const waiting = db.invoices.find((i) => i.publish && i.condition === 'WAITING_PAYMENT')!;
    const paid = db.invoices.find((i) => i.publish && i.payment)!;
    expect((await call(`${E}/invoice/${waiting.id}/changestep`, { key })).json.success).toBe(false);
    expect(waiting.step).toBe('RECEIVE_ORDER');
    expect((await call(`${E}/invoice/${paid.id}/remember`, { key })).json.success).toBe(false);
    expect((await call(`${E}/invoice/${waiting.id}/remember`, { key })).json.success).toBe(true);
    paid.publish = false;
    expect((await call(`${E}/invoice/${paid.id}/changestep`, { key })).json.success).toBe(false);
  });

  it('counts new orders on the server and a staff view clears one', async () => {
    db.invoices.filter((i) => i.payment).slice(0, 30).forEach((i) => (i.view = false));
    const res = await call(`${E}/invoice/list`, { key, body: { payment: true, view: false }, query: { page: 1, limit: 20 } });
    expect(res.json).toMatchObject({ success: true });
    const before = res.json.data.content;
    const n = db.invoices.filter((i) => i.payment && !i.view).length;
    expect(before.total ?? before.count).toBe(n);
    const one = db.invoices.find((i) => i.payment && !i.view)!;
    await call(`${E}/invoice/${one.invoiceNumber}`, { key });
    const after = (await call(`${E}/invoice/list`, { key, body: { payment: true, view: false }, query: { page: 1, limit: 20 } })).json.data.content;
    expect(after.total ?? after.count).toBe(n - 1);
  });

  it('edit enforces the courier rule and the ALOPEYK lock', async () => {
    const inv = db.invoices.find((i) => i.payment && i.shippingType === 'PERSONALPEYK')!;
    const body = { user: inv.user, shippingType: 'PERSONALPEYK', courier: null, shippingPrice: 1000, expireAt: '2030-01-01T00:00:00Z' };
    expect((await call(`${E}/invoice/${inv.id}`, { key, method: 'PUT', body })).json.success).toBe(false);
    expect((await call(`${E}/invoice/${inv.id}`, { key, method: 'PUT', body: { ...body, courier: 'u6' } })).json.success).toBe(false);
    expect((await call(`${E}/invoice/${inv.id}`, { key, method: 'PUT', body: { ...body, shippingType: 'ALOPEYK' } })).json.success).toBe(false);
    const ok = await call(`${E}/invoice/${inv.id}`, { key, method: 'PUT', body: { ...body, courier: 'u5', deductionPrice: 7 } });
    expect(ok.json.success).toBe(true);
    expect(inv.deductionPrice).toBe(7);
    expect(inv.courier).toBe('u5');
  });
});
