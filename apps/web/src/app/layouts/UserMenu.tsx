import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SESSION_DISPLAY_COOKIES } from '@medi/contracts';
import { IconChevronDown, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { imageSource } from '../../components/image-source';
import {
  ChangePasswordModal,
  readUserImage,
  useLogout,
  useUserDisplayVersion,
} from '../../features/account/index';
import { readDisplayCookie } from '../../browser/display-cookies';

/** 'Dr. (Doctor)' reads 'Dr.' before a name; the other titles read as they are. */
function titleBeforeName(titleLabel: string | null): string {
  return titleLabel ? titleLabel.replace(/\s*\(.*\)\s*$/, '') : '';
}

function useUserImage(version: number): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    readUserImage()
      .then((stored) => {
        if (current) setImage(imageSource(stored));
      })
      .catch((error: unknown) => console.error('Could not read the stored user image', error));
    return () => {
      current = false;
    };
  }, [version]);
  return image;
}

/** The avatar and its profile dropdown (spec 01 section 2): who is signed in, My Profile, Change Password, Logout. */
export function UserMenu() {
  // Re-read after My Profile or the doctor settings save new values.
  const displayVersion = useUserDisplayVersion();
  const image = useUserImage(displayVersion);
  const firstName = readDisplayCookie(SESSION_DISPLAY_COOKIES.firstName) ?? '';
  const title = titleBeforeName(readDisplayCookie(SESSION_DISPLAY_COOKIES.title));
  const specialization = readDisplayCookie(SESSION_DISPLAY_COOKIES.specialization);
  const displayName = [title, firstName].filter(Boolean).join(' ');
  // Only the first name is known here, so the fallback shows its initial rather than two letters of one word.
  const initial = firstName.charAt(0).toUpperCase();
  const [changePasswordOpened, changePassword] = useDisclosure(false);
  const { requestLogout } = useLogout();

  return (
    <>
      <Menu position="bottom-end" width={260} withArrow shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label="Open profile menu" style={{ borderRadius: 999 }}>
            <Group gap={4} wrap="nowrap">
              <Avatar src={image} color="teal" alt="" radius="xl">
                {initial}
              </Avatar>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Group gap="sm" p="sm" wrap="nowrap">
            <Avatar src={image} color="teal" alt="" radius="xl" size="lg">
              {initial}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {displayName}
              </Text>
              {specialization && (
                <Text size="sm" c="gray.7" truncate>
                  {specialization}
                </Text>
              )}
            </Stack>
          </Group>
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to="/profile-management"
            leftSection={<IconUser size={16} aria-hidden />}
          >
            My Profile
          </Menu.Item>
          <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={changePassword.open}>
            Change Password
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={requestLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={changePasswordOpened} onClose={changePassword.close} />
    </>
  );
}
