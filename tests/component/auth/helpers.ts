/** Shared bits of the auth component tests. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';

/** Records the JSON body of every call to `auth/v1/user/<action>` (the real mock still answers). */
export function recordBodies(action: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`*/auth/v1/user/${action}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

/** Types the five digits into the code boxes (the step checks them once a second). */
export async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const group = await screen.findByRole('group', { name: 'Verification code' });
  const boxes = within(group).getAllByRole('textbox');
  for (const [i, digit] of code.split('').entries()) await user.type(boxes[i], digit);
}

/** The one error notification with this text (server messages are shown once). */
export async function expectNoticeOnce(text: string) {
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(1));
}
