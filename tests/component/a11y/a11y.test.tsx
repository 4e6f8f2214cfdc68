/**
 * The shared accessibility pieces (src/components/a11y): the live regions say an announcement once,
 * new antd form errors are announced with their field's label, a modal keeps Tab inside and gives the
 * focus back to its opener when a screen unmounts it, and a list reload is announced (not its first load).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { Announcer } from '@/components/a11y/Announcer';
import { announce } from '@/components/a11y/announce';
import { useAnnounceReload } from '@/components/a11y/useAnnounceReload';

const polite = () => screen.getByTestId('live-polite');

describe('accessibility pieces', () => {
  it('says an announcement once in the polite region, and the same text again when announced again', async () => {
    render(<Announcer />);
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    expect(polite()).toBeEmptyDOMElement();
    act(() => announce('  Invoices   | Nature Shop '));
    await waitFor(() => expect(polite()).toHaveTextContent(/^Invoices \| Nature Shop$/));
    act(() => announce('Invoices | Nature Shop'));
    expect(polite()).toBeEmptyDOMElement();
    await waitFor(() => expect(polite()).toHaveTextContent('Invoices | Nature Shop'));
    expect(screen.getByTestId('live-assertive')).toBeEmptyDOMElement();
  });

  it('announces the errors a submit shows, with their labels, in one message', async () => {
    render(
      <>
        <Announcer />
        <Form onFinish={() => undefined}>
          <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Enter the name' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="Price" name="price" rules={[{ required: true, message: 'Enter the price' }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
        </Form>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(polite()).toHaveTextContent('Name: Enter the name; Price: Enter the price'), { timeout: 5_000 });
  });

  it('keeps Tab inside an open modal and gives the focus back to the opener when the modal is unmounted', async () => {
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Announcer />
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Modal open title="Filter" onCancel={() => setOpen(false)} footer={<button type="button" onClick={() => setOpen(false)}>Apply</button>}>
              <input aria-label="Number" />
            </Modal>
          )}
        </>
      );
    }
    // jsdom lays nothing out: every element counts as shown (the browser test checks the real layout)
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await userEvent.tab();
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    screen.getByRole('button', { name: 'Apply' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    vi.restoreAllMocks();
  });

  it('announces a list reload once its rows are in, not the first load', async () => {
    function List({ fetching }: { fetching: boolean }) {
      useAnnounceReload(fetching, () => 'List updated: 10 rows');
      return null;
    }
    const { rerender } = render(
      <>
        <Announcer />
        <List fetching />
      </>,
    );
    rerender(
      <>
        <Announcer />
        <List fetching={false} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(polite()).toBeEmptyDOMElement();
    rerender(
      <>
        <Announcer />
        <List fetching />
      </>,
    );
    rerender(
      <>
        <Announcer />
        <List fetching={false} />
      </>,
    );
    await waitFor(() => expect(polite()).toHaveTextContent('List updated: 10 rows'));
  });
});
