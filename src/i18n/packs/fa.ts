/**
 * The Persian pack: the public areas' messages and antd's Persian locale. A page loads only its own
 * language's pack (src/i18n/messages.ts): a Persian reader never downloads the English one.
 */
import faIR from 'antd/es/locale/fa_IR';
import type { Catalogue, LanguagePack } from './pack';

const files = import.meta.glob<Catalogue>(
  '../messages/fa/{app,auth,blog,captcha,comments,deploy,map,offline,pages,shop,validation,verification}.json',
  { eager: true, import: 'default' },
);

const pack: LanguagePack = {
  messages: Object.assign({}, ...Object.values(files)) as Catalogue,
  // antd's Persian pagination leaves the page-jump field unnamed (`page: ''`): the field's name (WCAG: every field has a name)
  antd: { ...faIR, Pagination: { ...faIR.Pagination, page: 'صفحه' } },
};
export default pack;
