import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface ComingSoonProps {
  /** The page's heading, as the finished page will have it. */
  title: string;
  /** What the page will offer, in a sentence a doctor understands. */
  coming: string;
}

/** A page that is not built yet says so plainly and offers the way back, rather than showing an empty screen. */
export function ComingSoon({ title, coming }: ComingSoonProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text fw={600}>Coming soon</Text>
        <Text>{coming}</Text>
        <Button
          component={Link}
          to="/dashboard"
          variant="light"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Back to Dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
