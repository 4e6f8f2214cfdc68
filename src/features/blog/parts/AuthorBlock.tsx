/** The post's author: picture, name, e-mail and bio (rich text through SafeHtml). */
import { UserOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { imageUrl } from '@/api/urls';
import { SafeHtml } from '@/components/SafeHtml';
import { authorName, type PostAuthor } from '../postText';

export function AuthorBlock({ author }: { author: PostAuthor }) {
  const name = authorName(author);
  return (
    <section className="author-block" aria-label={name}>
      {/* a plain round picture (antd's Avatar brings Tooltip and Popover for its groups) */}
      <span className="author-block__avatar">
        {author.file ? <img src={imageUrl(author.file.id, 100, 100)} alt={name} width={72} height={72} loading="lazy" /> : <UserOutlined aria-hidden />}
      </span>
      <div className="author-block__text">
        <span className="author-block__label"><FormattedMessage id="blog.author" /></span>
        <strong className="author-block__name">{name}</strong>
        {author.email && <a href={`mailto:${author.email}`} dir="ltr" className="author-block__email">{author.email}</a>}
        {author.body && <SafeHtml html={author.body} className="author-block__bio" />}
      </div>
    </section>
  );
}
