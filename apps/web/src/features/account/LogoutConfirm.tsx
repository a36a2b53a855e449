import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLogoutMutation } from './account.api';
import { closeLogoutConfirm, useLogoutConfirmOpen } from './logout-confirm-store';
import { useSignOutLocally } from './useSignOutLocally';

/** Mounted once in the protected layout; opened by useLogout().requestLogout(). */
export function LogoutConfirm() {
  const opened = useLogoutConfirmOpen();
  const [logout] = useLogoutMutation();
  const signOutLocally = useSignOutLocally();

  const confirmLogout = async () => {
    closeLogoutConfirm();
    try {
      await logout().unwrap();
    } catch (error) {
      // The user asked to leave: the browser is cleared anyway, and the server session expires on its own.
      console.error('Logout call failed', error);
    }
    await signOutLocally();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title="Logout"
      message="Are you sure you want to log out?"
      confirmLabel="Logout"
      destructive
      onConfirm={() => void confirmLogout()}
      onCancel={closeLogoutConfirm}
    />
  );
}
