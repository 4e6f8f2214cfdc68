/** Cart button and profile dropdown: only signed-in users load this chunk (dropdown, badge, switches). */
import { CartButton } from './CartButton';
import { ProfileMenu } from './ProfileMenu';

export default function SignedInActions() {
  return (
    <>
      <CartButton />
      <ProfileMenu />
    </>
  );
}
