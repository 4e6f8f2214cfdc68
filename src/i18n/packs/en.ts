/** The English pack: the public areas' messages and antd's English locale (see fa.ts). */
import enUS from 'antd/es/locale/en_US';
import type { Catalogue, LanguagePack } from './pack';

const files = import.meta.glob<Catalogue>(
  '../messages/en/{app,auth,blog,captcha,comments,deploy,map,offline,pages,shop,validation,verification}.json',
  { eager: true, import: 'default' },
);

const pack: LanguagePack = { messages: Object.assign({}, ...Object.values(files)) as Catalogue, antd: enUS };
export default pack;
