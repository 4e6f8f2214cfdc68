/** antd's image preview over a list of addresses, open from the start (PreviewImages loads it on the first press). */
import { Image } from 'antd';
import { useIntl } from 'react-intl';

interface Props {
  items: string[];
  current: number;
  onChange: (current: number) => void;
  onClose: () => void;
}

export default function ImagePreview({ items, current, onChange, onClose }: Props) {
  const intl = useIntl();
  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        open: true,
        current,
        // "2 / 18" in the page's digits (Persian in fa)
        countRender: (at, total) => `${intl.formatNumber(at)} / ${intl.formatNumber(total)}`,
        onChange: (next) => onChange(next),
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
