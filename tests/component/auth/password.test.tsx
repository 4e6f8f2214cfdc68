/** Forgot and reset password in both modes, with the confirm rule, against the mock. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderApp, locationRef } from '../../utils/renderApp';
import { expectNoticeOnce, recordBodies } from './helpers';

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^(loading ?)?${name}$`) });

describe('forgot and reset password (mobile mode)', () => {
  it('sends the code, then resets with the code and the confirmed password', async () => {
    const forgot = recordBodies('forgotPassword');
    const reset = recordBodies('resetPassword');
    const user = userEvent.setup();
    renderApp('/forgot-password?language=en');
    await screen.findByRole('heading', { name: 'Forgot password' });
    await user.click(button('Send the code'));
    expect(await screen.findByText('Mobile Can not be empty!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile'), '09120000007');
    await user.click(button('Send the code'));
    await screen.findByRole('heading', { name: 'Reset password' });
    expect(locationRef.current.pathname).toBe('/reset-password');
    expect(forgot[0]).toMatchObject({ country: 'c1', mobile: '9120000007', recaptchaVersion: 3 });
    // The number travels along.
    expect(screen.getByLabelText('Mobile')).toHaveValue('9120000007');

    await user.click(button('Save the new password'));
    expect(await screen.findByText('Confirmation code Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('New password Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Confirm password Can not be empty!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmation code'), '۱۲۳۴۵');
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('12345');
    await user.type(screen.getByLabelText('New password'), 'N3w-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'N3w-secreT');
    expect(await screen.findByText('Confirm password does not match.')).toBeInTheDocument();
    await user.click(button('Save the new password'));
    expect(reset).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'N3w-secret');
    await user.click(button('Save the new password'));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/login'));
    expect(reset[0]).toMatchObject({ mobile: '9120000007', token: '12345', password: 'N3w-secret' });
    expect(reset[0]).not.toHaveProperty('confirm');
    expect(db.users.find((u) => u.id === 'u7')?.password).toBe('N3w-secret');
  });

  it('keeps the form after a wrong code', async () => {
    const user = userEvent.setup();
    renderApp('/reset-password?language=en');
    await screen.findByRole('heading', { name: 'Reset password' });
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await user.type(screen.getByLabelText('Confirmation code'), '99999');
    await user.type(screen.getByLabelText('New password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(button('Save the new password'));
    await expectNoticeOnce('The verification code is not valid.');
    expect(locationRef.current.pathname).toBe('/reset-password');
    expect(screen.getByLabelText('New password')).toHaveValue('abc12345');
  });
});

describe('forgot and reset password (email mode)', () => {
  it('mails a link, and the link resets the password', async () => {
    const user = userEvent.setup();
    const view = renderApp('/forgot-password?language=en', { session: { authType: 'email' } });
    await screen.findByRole('heading', { name: 'Forgot password' });
    await user.type(screen.getByLabelText('Email'), 'customer@shop.test');
    await user.click(button('Send the link'));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(db.resetTokens['reset-u6']).toBe('u6');
    view.unmount();

    const reset = recordBodies('resetPassword');
    renderApp('/reset-password/reset-u6?language=en', { session: { authType: 'email' } });
    await screen.findByRole('heading', { name: 'Reset password' });
    await user.type(screen.getByLabelText('Email'), 'customer@shop.test');
    await user.type(screen.getByLabelText('New password'), 'Fresh-pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-pass1');
    await user.click(button('Save the new password'));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/login'));
    expect(reset[0]).toMatchObject({ email: 'customer@shop.test', token: 'reset-u6', password: 'Fresh-pass1' });
    expect(db.users.find((u) => u.id === 'u6')?.password).toBe('Fresh-pass1');
  });

  it('asks for the emailed link when the token is missing', async () => {
    renderApp('/reset-password?language=en', { session: { authType: 'email' } });
    expect(await screen.findByText('This page needs the link from your email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new code or link' })).toHaveAttribute('href', '/forgot-password?language=en');
  });
});
