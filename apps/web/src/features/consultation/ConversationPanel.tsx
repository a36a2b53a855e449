import { Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../store/hooks';
import classes from './ConversationPage.module.css';
import { selectConsultation, waveRunning } from './consultation.slice';

/** How close to the bottom still counts as "following" the conversation. */
const FOLLOW_THRESHOLD_PX = 40;

/** Speaker bubbles: a partial result updates its bubble in place, a final one fixes it. */
export function ConversationPanel() {
  const bubbles = useAppSelector((state) => selectConsultation(state).bubbles);
  const waveActive = useAppSelector((state) => waveRunning(selectConsultation(state)));
  const viewport = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const element = viewport.current;
    if (element && following.current) element.scrollTo({ top: element.scrollHeight });
  }, [bubbles]);

  const speakers = [...new Set(bubbles.map((bubble) => bubble.speakerId))];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="conversation-heading">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="conversation-heading">
          Conversation
        </Text>
        <Box
          className={classes.wave}
          data-active={waveActive || undefined}
          aria-label={waveActive ? 'Recording' : 'Not recording'}
          role="img"
        >
          {[0, 1, 2, 3, 4].map((bar) => (
            <span key={bar} />
          ))}
        </Box>
      </Group>
      <ScrollArea
        h={320}
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const element = viewport.current;
          if (element)
            following.current = element.scrollHeight - element.clientHeight - y < FOLLOW_THRESHOLD_PX;
        }}
      >
        <Stack gap="xs" role="log" aria-label="Conversation transcript" aria-live="polite">
          {bubbles.length === 0 && (
            <Text size="sm" c="dimmed">
              The conversation appears here once the session starts.
            </Text>
          )}
          {bubbles.map((bubble) => (
            <div
              key={bubble.segmentId}
              className={classes.bubble}
              data-side={speakers.indexOf(bubble.speakerId) % 2 === 0 ? 'left' : 'right'}
              data-final={bubble.isFinal || undefined}
            >
              <Text size="xs" fw={600} c="gray.8">
                {bubble.speakerId}
              </Text>
              <Text size="sm">{bubble.text}</Text>
            </div>
          ))}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
