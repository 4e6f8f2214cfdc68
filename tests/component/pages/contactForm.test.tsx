/** The contact form (spec §2, §4, §5) through the whole app against msw/node. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/renderApp';

async function openForm() {
  renderApp('/contact-us?language=en');
  return screen.findByRole('form', { name: 'Send us a message' }, { timeout: 15000 });
}

function recordSends() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/site/v1/sendEmail')) bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return bodies;
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('contact form', () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows the spec's messages for empty and invalid fields and sends nothing", async () => {
    const user = userEvent.setup();
    const bodies = recordSends();
    const form = await openForm();
    await user.click(within(form).getByRole('button', { name: /Send message/ }));
    expect(await within(form).findByText('Name Can not be empty!')).toBeInTheDocument();
    expect(within(form).getByText('Email Can not be empty!')).toBeInTheDocument();
    expect(within(form).getByText('Subject Can not be empty!')).toBeInTheDocument();
    expect(within(form).getByText('Message Can not be empty!')).toBeInTheDocument();

    await fill(user, form, { Email: 'not-an-email' });
    expect(await within(form).findByText('Email Email is not valid.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('refuses a message longer than 1000 characters', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    const message = within(form).getByLabelText('Message');
    await user.click(message);
    await user.paste('x'.repeat(1001));
    expect(await within(form).findByText('Message cannot be longer than 1,000 characters.')).toBeInTheDocument();
  });

  it('sends the fields with the captcha, then clears subject and message but keeps name and email', async () => {
    const user = userEvent.setup();
    const bodies = recordSends();
    const form = await openForm();
    await fill(user, form, { Name: 'Sara Ahmadi', Email: 'sara@example.com', Subject: 'Order question', Message: 'Where is my order?' });
    const send = within(form).getByRole('button', { name: /Send message/ });
    await user.dblClick(send);

    expect(await screen.findByText('Your message was sent. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Subject')).toHaveValue(''));
    expect(within(form).getByLabelText('Message')).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveValue('Sara Ahmadi');
    expect(within(form).getByLabelText('Email')).toHaveValue('sara@example.com');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      name: 'Sara Ahmadi',
      email: 'sara@example.com',
      subject: 'Order question',
      message: 'Where is my order?',
      recaptchaVersion: 3,
      'g-recaptcha-response': 'local-v3-token',
    });
  });

  it('keeps everything typed when the send fails, and switches the captcha to version 2 on invalidRecaptcha', async () => {
    server.use(
      http.post('*/site/v1/sendEmail', () =>
        HttpResponse.json({ success: false, data: { content: { invalidRecaptcha: true } }, messages: [{ type: 'error', message: 'Captcha is not valid.' }] }),
      ),
    );
    const user = userEvent.setup();
    const form = await openForm();
    await fill(user, form, { Name: 'Sara', Email: 'sara@example.com', Subject: 'Hello', Message: 'A question' });
    await user.click(within(form).getByRole('button', { name: /Send message/ }));

    expect(await screen.findByText('Captcha is not valid.')).toBeInTheDocument();
    expect(await within(form).findByRole('checkbox', { name: /I'm not a robot/ })).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('Hello');
    expect(within(form).getByLabelText('Message')).toHaveValue('A question');
    expect(within(form).getByLabelText('Name')).toHaveValue('Sara');

    // Version 2: the captcha is now required.
    await user.click(within(form).getByRole('button', { name: /Send message/ }));
    expect(await within(form).findByText('Security check Can not be empty!')).toBeInTheDocument();
  });
});
