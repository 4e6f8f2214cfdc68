/**
 * PreviewImages: plain images in buttons on the first load; the first press loads antd's preview with
 * the large image; previous / next move through the set; Escape closes it and gives focus back to the
 * image that opened it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../utils/renderApp';
import { PreviewImages } from '@/components/imagePreview/PreviewImages';

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };
const images = [1, 2, 3].map((n) => ({ src: `/small/${n}.jpg`, previewSrc: `/large/${n}.jpg`, alt: `Picture ${n}` }));
const previewSrc = () => document.querySelector('.ant-image-preview img')?.getAttribute('src');

describe('PreviewImages', () => {
  it('counts in Persian digits in fa', async () => {
    renderWithProviders(<PreviewImages images={images} width={500} height={500} />, '/');
    await userEvent.click(screen.getAllByRole('button')[0]);
    await waitFor(() => expect(document.querySelector('.ant-image-preview-progress')).toHaveTextContent('۱ / ۳'), { timeout: 10_000 });
  });

  it('shows each image in a named button and loads no preview before a press', () => {
    renderWithProviders(<PreviewImages images={images} width={500} height={500} />, '/', en);
    const buttons = screen.getAllByRole('button', { name: /^Enlarge: Picture \d$/ });
    expect(buttons).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', '/small/2.jpg');
    expect(document.querySelector('.ant-image-preview')).toBeNull();
  });

  it('opens the large image from the keyboard, moves to the next one, and Escape returns focus to the image that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PreviewImages images={images} width={500} height={500} />, '/', en);
    const second = screen.getByRole('button', { name: 'Enlarge: Picture 2' });
    second.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(previewSrc()).toBe('/large/2.jpg'), { timeout: 10_000 });
    // the preview reads keyCode (user-event leaves it 0)
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(previewSrc()).toBe('/large/3.jpg'));
    expect(document.querySelector('.ant-image-preview-progress')).toHaveTextContent('3 / 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).toBeNull());
    expect(second).toHaveFocus();
  });
});
