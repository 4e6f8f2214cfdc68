/** Back-to-top after 200 px of scrolling, and the floating chat link in the shop layout (plain, light controls). */
import { MessageOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { useScrolledPast } from './useScrolledPast';

export function FloatingButtons({ chat = false }: { chat?: boolean }) {
  const intl = useIntl();
  const showTop = useScrolledPast(200);
  const withChat = chat && Boolean(config.chatUrl);
  const topLabel = intl.formatMessage({ id: 'app.backToTop' });
  const chatLabel = intl.formatMessage({ id: 'app.chat' });
  return (
    <>
      {showTop && (
        <button
          type="button"
          className={`floating-button back-to-top${withChat ? ' back-to-top--raised' : ''}`}
          aria-label={topLabel}
          title={topLabel}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <VerticalAlignTopOutlined aria-hidden />
        </button>
      )}
      {withChat && (
        <a className="floating-button floating-button--primary chat-button" href={config.chatUrl} target="_blank" rel="noopener noreferrer" aria-label={chatLabel} title={chatLabel}>
          <MessageOutlined aria-hidden />
        </a>
      )}
    </>
  );
}
