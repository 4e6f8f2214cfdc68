/**
 * /dashboard: the chart role matrix (admin spec §6), the delivery credit × 10 in rial, one chart failing
 * (a bad answer) while the others render, an empty chart, Jalali axes in fa, and a customer's landing.
 * The screen renders on its own (no route tree) with the signed-in user's roles from currentUser.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { ALOPEYK_CREDIT } from '@mocks/handlers/ecommerceOrders';
import Dashboard from '@/features/dashboard/Dashboard';
import { locationRef, renderWithProviders } from '../utils/renderApp';

const en = { language: 'en' as const, direction: 'ltr' as const };
const SLOW = { timeout: 20_000 };
const answer = (content: unknown) => () => HttpResponse.json({ success: true, data: { content }, messages: [] });

const SHOP = ['invoice-total', 'delivery-credit', 'payments-day', 'payments-user'];
const FILES = ['file-type', 'file-day'];
const POSTS = ['post-user', 'post-day'];

const cards = () => screen.queryAllByTestId(/^chart-(?!group)/).map((el) => el.getAttribute('data-testid')!.slice('chart-'.length));
const stateOf = (id: string) => screen.getByTestId(`chart-${id}`).getAttribute('data-state');

function renderDashboard(userId: string, session: { language: 'fa' | 'en'; direction: 'rtl' | 'ltr' } = en) {
  return renderWithProviders(<Dashboard />, '/dashboard', { apiKey: seededApiKey(userId), session });
}

/**
 * jsdom has no layout: every element measures 0×0, so recharts' ResponsiveContainer (which reads its own
 * box on mount, replacing `initialDimension`) draws nothing. Give the chart containers the box a browser
 * would: the card's width and the height the chart asks for (its style height).
 */
function layOutChartContainers() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
    const width = 480;
    const height = parseFloat(this.style.height) || 260;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) } as DOMRect;
  });
}

describe('dashboard charts by role', { timeout: 90_000 }, () => {
  beforeEach(() => {
    const laidOut = layOutChartContainers();
    return () => laidOut.mockRestore();
  });

  it.each([
    ['u1 ADMIN', 'u1', [...SHOP, ...FILES, ...POSTS]],
    ['u2 ECOMMERCE_MANAGEMENT', 'u2', SHOP],
    ['u3 FILE_MANAGEMENT', 'u3', FILES],
    ['u4 POST_MANAGEMENT', 'u4', POSTS],
  ])('%s sees exactly its charts, each drawn from its answer', async (_name, userId, expected) => {
    renderDashboard(userId);
    await waitFor(() => expect(cards().sort()).toEqual([...expected].sort()), SLOW);
    await waitFor(() => expected.forEach((id) => expect(stateOf(id)).toBe('ready')), SLOW);
    expect(screen.queryByTestId('customer-landing')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // each chart is an SVG drawn from the data
    expected.filter((id) => !SHOP.slice(0, 2).includes(id)).forEach((id) => {
      expect(screen.getByTestId(`chart-${id}`).querySelector('svg.recharts-surface')).not.toBeNull();
    });
  });

  it('the shop cards show the delivery credit × 10 in rial and the paid-invoice count', async () => {
    renderDashboard('u2');
    await waitFor(() => expect(stateOf('delivery-credit')).toBe('ready'), SLOW);
    // the service returns toman; the card shows × 10 in rial
    expect(screen.getByTestId('delivery-credit')).toHaveTextContent(`${(ALOPEYK_CREDIT * 10).toLocaleString('en-US')} IRR`);
    const paid = db.invoices.filter((i) => i.condition === 'PAID');
    await waitFor(() => expect(within(screen.getByTestId('chart-invoice-total')).getByText(`${paid.length.toLocaleString('en-US')} paid invoices`)).toBeInTheDocument(), SLOW);
  });

  it('in fa the day axis is Jalali with Persian digits and the value axis sits on the right', async () => {
    renderDashboard('u3', { language: 'fa', direction: 'rtl' });
    await waitFor(() => expect(stateOf('file-day')).toBe('ready'), SLOW);
    const chart = screen.getByTestId('chart-file-day');
    // recharts 3 draws the tick labels in a layer of their own above the axis group, not inside .recharts-xAxis
    const ticks = [...chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(ticks.length).toBeGreaterThan(0);
    // the seed's last upload days are in Aban 1405 (November 2026)
    ticks.forEach((tick) => expect(tick).toMatch(/^[۰-۹]+ [\u0600-\u06FF]+$/));
    expect(ticks.join(' ')).toContain('آبان');
    expect(chart.querySelector('.recharts-yAxis.yAxis .recharts-cartesian-axis-line')?.getAttribute('orientation')).toBe('right');
  });

  it('a chart whose answer is bad shows its own error with retry while the others render; an empty answer shows the empty state', async () => {
    server.use(
      http.get('*/dashboard/v1/file/type', answer([{ type: { suffix: 'jpg' }, count: 'many' }])),
      http.get('*/dashboard/v1/post/day', answer([])),
    );
    renderDashboard('u1');
    await waitFor(() => expect(stateOf('file-type')).toBe('error'), SLOW);
    await waitFor(() => [...SHOP, 'file-day', 'post-user'].forEach((id) => expect(stateOf(id)).toBe('ready')), SLOW);
    expect(stateOf('post-day')).toBe('empty');
    expect(within(screen.getByTestId('chart-post-day')).getByText('Nothing to show yet.')).toBeInTheDocument();
    const failed = screen.getByTestId('chart-file-type');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Files by type could not be loaded');
    // the only card in error is this one (the data layer's notice of the bad answer is an alert too, outside the cards)
    expect(screen.getAllByTestId('load-error')).toEqual([within(failed).getByRole('alert')]);

    server.resetHandlers();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stateOf('file-type')).toBe('ready'));
  });

  it('a refused credit call is that card\'s error only', async () => {
    server.use(http.get('*/ecommercemanagement/v1/alopeyk/credit', () => HttpResponse.json({ success: false, data: { content: null }, messages: [] }, { status: 500 })));
    renderDashboard('u2');
    await waitFor(() => expect(stateOf('delivery-credit')).toBe('error'), SLOW);
    await waitFor(() => ['invoice-total', 'payments-day', 'payments-user'].forEach((id) => expect(stateOf(id)).toBe('ready')), SLOW);
  });
});

describe('dashboard landing without a chart role', { timeout: 90_000 }, () => {
  it('an incomplete profile lists what is missing and links to the profile; no invoices yet links to the shop', async () => {
    db.invoices = db.invoices.filter((i) => i.user !== 'u7');
    renderDashboard('u7');
    const profile = await screen.findByTestId('profile-completeness', {}, SLOW);
    expect(profile).toHaveAttribute('data-complete', 'false');
    const missing = within(profile).getAllByTestId('missing-field').map((t) => t.textContent);
    expect(missing).toEqual(expect.arrayContaining(['Province', 'City', 'Postal code']));
    expect(missing).not.toContain('First name');
    const invoices = screen.getByTestId('latest-invoices');
    expect(await within(invoices).findByText('You have no invoices yet.', {}, SLOW)).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop?language=en');
    expect(cards()).toEqual([]);

    await userEvent.click(within(profile).getByRole('link', { name: /Complete profile/ }));
    expect(locationRef.current.pathname).toBe('/edit-user');
  });

  it('before the invoices answer, the card says nothing of the list (never antd\'s "No data"); an empty answer says there are no invoices yet', async () => {
    db.invoices = db.invoices.filter((i) => i.user !== 'u7');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('*/ecommercemanagement/v1/invoice/list', async () => {
        await answered;
        // nothing returned: the mock's own handler answers
      }),
    );
    renderDashboard('u7');
    const invoices = await screen.findByTestId('latest-invoices', {}, SLOW);
    await screen.findByTestId('profile-completeness', {}, SLOW);
    expect(within(invoices).getByTestId('list-waiting')).toBeInTheDocument();
    expect(invoices).not.toHaveTextContent('No data');
    expect(within(invoices).queryByText('You have no invoices yet.')).not.toBeInTheDocument();
    answer();
    expect(await within(invoices).findByText('You have no invoices yet.', {}, SLOW)).toBeInTheDocument();
    expect(invoices).not.toHaveTextContent('No data');
  });

  it('a complete customer sees the latest invoices (newest first) linking to each invoice and to the list', async () => {
    renderDashboard('u6');
    const own = db.invoices.filter((i) => i.user === 'u6' && i.publish).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const invoices = await screen.findByTestId('latest-invoices', {}, SLOW);
    const links = await within(invoices).findAllByRole('link', { name: /^\d+$/ }, SLOW);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(own.slice(0, 5).map((i) => `/invoice/${i.invoiceNumber}?language=en`));
    expect(within(invoices).getByRole('link', { name: `All invoices (${own.length})` })).toHaveAttribute('href', '/invoice?language=en');
    expect(screen.getByTestId('profile-completeness')).toHaveAttribute('data-complete', 'true');
    expect(screen.getByText('Your profile is complete: you can place orders.')).toBeInTheDocument();
    expect(cards()).toEqual([]);
  });
});
