import { Group, List, Paper, Popover, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { consultationActions, selectConsultation } from './consultation.slice';

/** The hint popup's life (spec 02 section 9) and who sees it: doctors with fewer than 3 sessions. */
const HINT_MS = 7_000;
const HINT_BELOW_SESSIONS = 3;

/** Potential Diagnosis: the switch (on by default) and the Diagnosis and Medicines lists as the server sends them. */
export function DiagnosisPanel({ sessionsCount }: { sessionsCount: number | undefined }) {
  const dispatch = useAppDispatch();
  const { diagnosisOn, diagnosis, diagnosisUnavailable, medicines } = useAppSelector(selectConsultation);
  const [hintClosed, setHintClosed] = useState(false);
  const hintDue = sessionsCount !== undefined && sessionsCount < HINT_BELOW_SESSIONS;
  const hintOpen = hintDue && !hintClosed;

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
        <Popover opened={hintOpen} position="bottom-end" withArrow width={240} zIndex={150}>
          <Popover.Target>
            <Switch
              aria-label="Potential Diagnosis"
              checked={diagnosisOn}
              onChange={(event) => dispatch(consultationActions.setDiagnosisOn(event.currentTarget.checked))}
            />
          </Popover.Target>
          <Popover.Dropdown role="tooltip">
            <Text size="sm">
              Turn this on to see possible diagnoses and the medicines mentioned while you talk.
            </Text>
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
