import { Group, List, Paper, Popover, Stack, Switch, Text } from '@mantine/core';
import { useInViewport, useWindowEvent } from '@mantine/hooks';
import { CONSULTATION_TEXTS } from '@medi/contracts';
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
  const hintDue = sessionsCount !== undefined && sessionsCount < HINT_BELOW_SESSIONS;
  // Opened once its switch is first on screen, for 7 s from then: on a phone this panel sits below the patient form,
  // where a hint opened with the page spent its 7 s unseen (the popover hides while its target is off screen), or was
  // closed by the doctor's first click in the form.
  const { ref: switchRow, inViewport: switchOnScreen } = useInViewport<HTMLDivElement>();
  const [hintSeen, setHintSeen] = useState(false);
  if (hintDue && switchOnScreen && !hintSeen) setHintSeen(true);
  // Closed by its timer, or earlier by the doctor (Escape, or a click elsewhere).
  const [hintClosed, setHintClosed] = useState(false);
  const hintOpen = hintSeen && !hintClosed;

  // Dismissible wherever focus is (WCAG 1.4.13): the popover alone hears Escape only from inside its dropdown.
  useWindowEvent('keydown', (event) => {
    if (hintOpen && event.key === 'Escape') setHintClosed(true);
  });

  useEffect(() => {
    if (!hintSeen) return undefined;
    const timer = setTimeout(() => setHintClosed(true), HINT_MS);
    return () => clearTimeout(timer);
  }, [hintSeen]);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="diagnosis-heading">
      <Group justify="space-between" mb="xs" ref={switchRow}>
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
            <Text size="sm">
              {diagnosisOn ? CONSULTATION_TEXTS.diagnosisHintWhenOn : CONSULTATION_TEXTS.diagnosisHintWhenOff}
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
