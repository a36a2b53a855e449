import { Group, List, Paper, Popover, Stack, Switch, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { consultationActions, selectConsultation } from './consultation.slice';

/** The hint popup's life (spec 02 section 9) and who sees it: doctors with fewer than 3 sessions. */
const HINT_MS = 7_000;
const HINT_BELOW_SESSIONS = 3;
/** The hint says what the switch does from where it stands (on by default). */
const HINT_WHEN_ON =
  'Possible diagnoses and the medicines mentioned appear here while you talk. Switch this off to hide them.';
const HINT_WHEN_OFF = 'Turn this on to see possible diagnoses and the medicines mentioned while you talk.';

/** Potential Diagnosis: the switch (on by default) and the Diagnosis and Medicines lists as the server sends them. */
export function DiagnosisPanel({ sessionsCount }: { sessionsCount: number | undefined }) {
  const dispatch = useAppDispatch();
  const { diagnosisOn, diagnosis, diagnosisUnavailable, medicines } = useAppSelector(selectConsultation);
  // Closed by its timer, or earlier by the doctor (Escape, or a click elsewhere).
  const [hintClosed, setHintClosed] = useState(false);
  const hintDue = sessionsCount !== undefined && sessionsCount < HINT_BELOW_SESSIONS;
  const hintOpen = hintDue && !hintClosed;

  // Dismissible wherever focus is (WCAG 1.4.13): the popover alone hears Escape only from inside its dropdown.
  useWindowEvent('keydown', (event) => {
    if (hintOpen && event.key === 'Escape') setHintClosed(true);
  });

  useEffect(() => {
    if (!hintDue) return undefined;
    const timer = setTimeout(() => setHintClosed(true), HINT_MS);
    return () => clearTimeout(timer);
  }, [hintDue]);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="diagnosis-heading">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="diagnosis-heading">
          Potential Diagnosis
        </Text>
        <Popover
          opened={hintOpen}
          onClose={() => setHintClosed(true)}
          position="bottom-end"
          withArrow
          width={240}
          zIndex={150}
        >
          <Popover.Target>
            <Switch
              aria-label="Potential Diagnosis"
              checked={diagnosisOn}
              onChange={(event) => dispatch(consultationActions.setDiagnosisOn(event.currentTarget.checked))}
            />
          </Popover.Target>
          <Popover.Dropdown role="tooltip">
            <Text size="sm">{diagnosisOn ? HINT_WHEN_ON : HINT_WHEN_OFF}</Text>
          </Popover.Dropdown>
        </Popover>
      </Group>
      {diagnosisOn ? (
        <Stack gap="xs">
          <HintList title="Diagnosis" items={diagnosis} emptyText={diagnosisUnavailable} />
          <HintList title="Medicines" items={medicines} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Suggestions are off.
        </Text>
      )}
    </Paper>
  );
}

function HintList({ title, items, emptyText }: { title: string; items: string[]; emptyText?: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? 'None yet.'}
        </Text>
      ) : (
        <List size="sm" aria-label={title}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
