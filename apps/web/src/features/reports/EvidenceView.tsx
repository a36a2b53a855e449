import { Stack, Text } from '@mantine/core';
import type { EvidenceLink } from '@medi/contracts';

function sourceName(link: EvidenceLink): string {
  switch (link.source.type) {
    case 'segment':
      return `Transcript #${link.source.seq} (${link.source.speakerId})`;
    case 'note':
      return `Note ${link.source.index + 1}`;
    case 'prescription':
      return `Prescription item ${link.source.index + 1}`;
  }
}

/** The words an item came from: each source with the supporting words marked. */
export function EvidenceView({ evidence }: { evidence: readonly EvidenceLink[] }) {
  if (evidence.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No words of the consultation support this item.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {evidence.map((link, index) => (
        <Text key={index} size="sm">
          <Text span fw={600}>
            {sourceName(link)}:{' '}
          </Text>
          {link.text.slice(0, link.start)}
          <mark>{link.text.slice(link.start, link.end)}</mark>
          {link.text.slice(link.end)}
        </Text>
      ))}
    </Stack>
  );
}
