import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core';

export interface LoaderOverlayProps {
  visible: boolean;
  label?: string;
  /** Covers the whole window instead of the nearest positioned parent. */
  fullScreen?: boolean;
}

export function LoaderOverlay({ visible, label = 'Loading...', fullScreen = false }: LoaderOverlayProps) {
  return (
    <LoadingOverlay
      visible={visible}
      pos={fullScreen ? 'fixed' : 'absolute'}
      zIndex={1000}
      overlayProps={{ blur: 2 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader />
            <Text fw={500}>{label}</Text>
          </Stack>
        ),
      }}
    />
  );
}
