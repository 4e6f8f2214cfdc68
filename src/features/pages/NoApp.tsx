/** /no-app: the NO_APP plugin's body. */
import { PluginBodyPage } from './parts/PluginBodyPage';

export default function NoApp() {
  return <PluginBodyPage name="NO_APP" titleId="pages.noApp.title" />;
}
