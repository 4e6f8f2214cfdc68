/** /about-us: the ABOUT_US plugin's body and images. */
import { PluginBodyPage } from './parts/PluginBodyPage';

export default function AboutUs() {
  return <PluginBodyPage name="ABOUT_US" titleId="pages.aboutUs.title" />;
}
