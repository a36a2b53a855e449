import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectConsultation, type RecordingClock } from './consultation.slice';

/** The last stretch before the limit (the server warns then too): the remaining time turns red.9, which keeps 4.5:1. */
const LAST_MINUTE_SECONDS = 60;
const TICK_MS = 500;

/** 75 → "01:15"; an hour or more → "1:02:05". */
export function formatRecordingTime(totalSeconds: number): string {
  const seconds = Math.max(Math.floor(totalSeconds), 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const clock = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/**
 * Seconds recorded: the server's figure at its last word, counted on locally while recording. Whole seconds are
 * taken from the wall clock, so a throttled background tab does not fall behind.
 */
function useRecordedSeconds(clock: RecordingClock | undefined, running: boolean): number {
  const [anchor, setAnchor] = useState(clock);
  const [seconds, setSeconds] = useState(clock?.recordedSeconds ?? 0);
  if (anchor !== clock) {
    setAnchor(clock);
    setSeconds(clock?.recordedSeconds ?? 0);
  }
  useEffect(() => {
    if (!running) return undefined;
    let countedUpTo = Date.now();
    const timer = window.setInterval(() => {
      const whole = Math.floor((Date.now() - countedUpTo) / 1000);
      if (whole <= 0) return;
      countedUpTo += whole * 1000;
      setSeconds((current) => current + whole);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, clock]);
  return seconds;
}

/**
 * Elapsed and remaining recording time. A role=timer is not announced as it changes (its aria-live is off): a
 * screen reader reads it when the doctor goes to it, and the end-soon alert is what speaks up, once.
 */
export function RecordingTime() {
  const clock = useAppSelector((state) => selectConsultation(state).recordingClock);
  const phase = useAppSelector((state) => selectConsultation(state).phase);
  const recorded = useRecordedSeconds(clock, phase === 'recording');
  if (!clock) return null;
  const elapsed = Math.min(recorded, clock.limitSeconds);
  const remaining = clock.limitSeconds - elapsed;
  if (phase === 'stopped')
    return (
      <Text size="sm" role="timer">
        Recorded <b>{formatRecordingTime(elapsed)}</b>
      </Text>
    );
  const lastMinute = remaining <= LAST_MINUTE_SECONDS;
  return (
    <Group gap="md" role="timer" wrap="wrap">
      <Text size="sm">
        Elapsed <b>{formatRecordingTime(elapsed)}</b>
      </Text>
      <Text size="sm" c={lastMinute ? 'red.9' : undefined} fw={lastMinute ? 600 : undefined}>
        Remaining <b>{formatRecordingTime(remaining)}</b> of {formatRecordingTime(clock.limitSeconds)}
        {phase === 'paused' ? ' (paused: the time stands still)' : ''}
      </Text>
    </Group>
  );
}
