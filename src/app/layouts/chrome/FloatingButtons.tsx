/** Back-to-top after 200 px of scrolling, and the floating chat link in the shop layout. */
import { FloatButton } from 'antd';
import { MessageOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { useScrolledPast } from './useScrolledPast';

export function FloatingButtons({ chat = false }: { chat?: boolean }) {
  const intl = useIntl();
  const showTop = useScrolledPast(200);
  return (
    <>
      {showTop && (
        <FloatButton
          className="back-to-top"
          icon={<VerticalAlignTopOutlined />}
          aria-label={intl.formatMessage({ id: 'app.backToTop' })}
          tooltip={intl.formatMessage({ id: 'app.backToTop' })}
          style={{ insetInlineEnd: 24, bottom: chat && config.chatUrl ? 88 : 24 }}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
      {chat && config.chatUrl && (
        <FloatButton
          className="chat-button"
          type="primary"
          icon={<MessageOutlined />}
          href={config.chatUrl}
          target="_blank"
          aria-label={intl.formatMessage({ id: 'app.chat' })}
          tooltip={intl.formatMessage({ id: 'app.chat' })}
          style={{ insetInlineEnd: 24, bottom: 24 }}
        />
      )}
    </>
  );
}
