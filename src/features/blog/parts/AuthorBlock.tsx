/** The post's author: picture, name, e-mail and bio (rich text through SafeHtml). */
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { imageUrl } from '@/api/urls';
import { SafeHtml } from '@/components/SafeHtml';
import { authorName, type PostAuthor } from '../postText';

export function AuthorBlock({ author }: { author: PostAuthor }) {
  const name = authorName(author);
  return (
    <section className="author-block" aria-label={name}>
      <Avatar size={72} src={author.file ? imageUrl(author.file.id, 100, 100) : undefined} icon={<UserOutlined />} alt={name} />
      <div className="author-block__text">
        <span className="author-block__label"><FormattedMessage id="blog.author" /></span>
        <strong className="author-block__name">{name}</strong>
        {author.email && <a href={`mailto:${author.email}`} dir="ltr" className="author-block__email">{author.email}</a>}
        {author.body && <SafeHtml html={author.body} className="author-block__bio" />}
      </div>
    </section>
  );
}
