/** The resource pattern's any-type file upload (src/components/resource/fields/FileUpload.tsx). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { FileUpload } from '@/components/resource/fields';
import { renderWithProviders } from '../../utils/renderApp';

const session = { session: { language: 'en' as const, direction: 'ltr' as const } };

function Harness({ multiple, onFinish }: { multiple?: boolean; onFinish(values: { files?: File[] }): void }) {
  return (
    <Form layout="vertical" onFinish={onFinish}>
      <Form.Item name="files" label="Files">
        <FileUpload multiple={multiple} />
      </Form.Item>
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

it('holds files of any type, several at once, each removable, and gives them to the form', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onFinish = vi.fn();
  renderWithProviders(<Harness multiple onFinish={onFinish} />, '/', session);
  // rc-upload renders a fresh input after each choice: look it up every time
  const input = () => screen.getByLabelText('Files') as HTMLInputElement;
  const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
  const zip = new File(['PK'], 'archive.zip', { type: 'application/zip' });
  const odd = new File(['x'], 'notes.weird', { type: '' });
  await user.upload(input(), [pdf, zip]);
  await user.upload(input(), odd);
  expect(await screen.findByText('report.pdf')).toBeInTheDocument();
  expect(screen.getByText('archive.zip')).toBeInTheDocument();
  expect(screen.getByText('notes.weird')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Choose files/ })).toBeInTheDocument();

  // removing one keeps the others
  const zipItem = screen.getByText('archive.zip').closest('.ant-upload-list-item') as HTMLElement;
  await user.click(zipItem.querySelector('button') as HTMLElement);
  await waitFor(() => expect(screen.queryByText('archive.zip')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  const files = (onFinish.mock.calls[0][0] as { files: File[] }).files;
  expect(files.map((f) => f.name)).toEqual(['report.pdf', 'notes.weird']);
  expect(files[0]).toBe(pdf);
});

it('without multiple a new file replaces the chosen one', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onFinish = vi.fn();
  renderWithProviders(<Harness onFinish={onFinish} />, '/', session);
  const input = () => screen.getByLabelText('Files') as HTMLInputElement;
  await user.upload(input(), new File(['a'], 'a.txt', { type: 'text/plain' }));
  await user.upload(input(), new File(['b'], 'b.csv', { type: 'text/csv' }));
  expect(await screen.findByText('b.csv')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('a.txt')).toBeNull());
  expect(screen.getByRole('button', { name: /Choose file/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  expect((onFinish.mock.calls[0][0] as { files: File[] }).files.map((f) => f.name)).toEqual(['b.csv']);
});
