import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../utils/renderApp';
import { ImageUpload, type ImageUploadProps } from '@/components/upload/ImageUpload';
import { imageProblem } from '@/components/upload/imageFile';

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };
const MB = 1024 * 1024;

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
};

/** A file whose content starts like the type it claims (or with `head` when given). */
function file(name: string, type: string, size: number, head: number[] = SIGNATURES[type] ?? []): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

function Harness(props: Partial<ImageUploadProps> & { onFiles?(files: File[]): void }) {
  const { onFiles, ...rest } = props;
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImageUpload
      {...rest}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles?.(next);
      }}
    />
  );
}

function choose(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('imageProblem', () => {
  it.each([
    ['image/png', 100, null],
    ['image/jpeg', 2 * MB - 1, null],
    ['image/jpeg', 2 * MB, 'size'],
    ['image/gif', 100, 'format'],
    ['image/webp', 3 * MB, 'format'],
  ])('%s of %d bytes → %s', (type, size, problem) => {
    expect(imageProblem({ type, size })).toBe(problem);
  });
});

describe('ImageUpload', () => {
  it('drops a GIF and a 3 MB PNG with the right message and keeps a valid PNG', async () => {
    const onFiles = vi.fn();
    const { container } = renderWithProviders(<Harness multiple onFiles={onFiles} />, '/', en);

    choose(container, file('anim.gif', 'image/gif', 1000));
    expect(await screen.findByText('The file format is not acceptable.')).toBeInTheDocument();

    choose(container, file('huge.png', 'image/png', 3 * MB));
    expect(await screen.findByText('The file must be smaller than 2 MB.')).toBeInTheDocument();
    expect(onFiles).not.toHaveBeenCalled();

    const good = file('photo.png', 'image/png', 5000);
    choose(container, good);
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([good]));
    expect(screen.queryByText('anim.gif')).not.toBeInTheDocument();
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
    expect(container.querySelector('.ant-upload-list-item img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('refuses a file whose content is not a JPEG or PNG, whatever its name and type say', async () => {
    const onFiles = vi.fn();
    const { container } = renderWithProviders(<Harness multiple onFiles={onFiles} />, '/', en);
    const html = [...'<html><body><script>alert(1)</script>'].map((c) => c.charCodeAt(0));
    choose(container, file('photo.png', 'image/png', 200, html));
    expect(await screen.findByText('The file format is not acceptable.')).toBeInTheDocument();
    choose(container, file('photo.jpg', 'image/jpeg', 200, [...'<svg xmlns="http://www.w3.org/2000/svg">'].map((c) => c.charCodeAt(0))));
    await waitFor(() => expect(screen.getAllByText('The file format is not acceptable.').length).toBeGreaterThan(0));
    const jpegAsPng = file('real.png', 'image/png', 200, SIGNATURES['image/jpeg']);
    choose(container, jpegAsPng);
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([jpegAsPng]));
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(screen.queryByText('photo.jpg')).not.toBeInTheDocument();
  });

  it('keeps several files when multiple, one (replaced) otherwise', async () => {
    const onFiles = vi.fn();
    const a = file('a.jpg', 'image/jpeg', 10);
    const b = file('b.png', 'image/png', 10);
    const { container, unmount } = renderWithProviders(<Harness multiple onFiles={onFiles} />, '/', en);
    choose(container, a, b);
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([a, b]));
    unmount();

    const single = vi.fn();
    const view = renderWithProviders(<Harness onFiles={single} />, '/', en);
    choose(view.container, a);
    await waitFor(() => expect(single).toHaveBeenLastCalledWith([a]));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('removes a new file', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const a = file('a.jpg', 'image/jpeg', 10);
    const { container } = renderWithProviders(<Harness multiple onFiles={onFiles} />, '/', en);
    choose(container, a);
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([a]));
    await user.click(container.querySelector('.ant-upload-list-item button[title]') ?? screen.getAllByRole('button', { name: /remove|delete/i })[0]);
    await waitFor(() => expect(onFiles).toHaveBeenLastCalledWith([]));
  });

  it('shows existing files and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderWithProviders(<Harness existing={[{ id: 'f1', name: 'old.png' }]} onDeleteExisting={onDelete} />, '/', en);
    const img = screen.getByRole('img', { name: 'old.png' });
    expect(img.getAttribute('src')).toContain('dashboard/v1/resizeImage/f1/200/200');

    await user.click(screen.getByRole('button', { name: 'Delete old.png' }));
    expect(await screen.findByText('Are you sure you want to delete the item?')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onDelete).toHaveBeenCalledWith('f1');
  });

  it('speaks Persian', async () => {
    const { container } = renderWithProviders(<Harness />);
    choose(container, file('anim.gif', 'image/gif', 10));
    expect(await screen.findByText('قالب فایل قابل قبول نیست.')).toBeInTheDocument();
    expect(screen.getByText('JPEG یا PNG، کمتر از ۲ مگابایت')).toBeInTheDocument();
  });
});
