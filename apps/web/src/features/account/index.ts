export { ChangePasswordModal } from './ChangePasswordModal';
export { useLogout, type LogoutControls } from './useLogout';
export { LogoutConfirm } from './LogoutConfirm';
export { CrossTabLogoutListener } from './CrossTabLogoutListener';
export { readUserImage, storeUserImage, clearUserImage } from './user-image-store';
export { announceUserDisplayChange, useUserDisplayVersion } from './user-display-events';
