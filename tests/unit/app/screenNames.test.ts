/** The route form offers the known components: the list equals the screen registry. */
import { screenRegistry } from '@/app/router/registry';
import { SCREEN_NAMES } from '@/lib/screenNames';

it('names exactly the screens of the registry', () => {
  expect([...SCREEN_NAMES].sort()).toEqual(Object.keys(screenRegistry).sort());
});
