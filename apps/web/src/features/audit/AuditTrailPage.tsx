import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_LABELS,
  AUDIT_TEXTS,
  SESSION_DISPLAY_COOKIES,
  type AuditEntry,
} from '@medi/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readDisplayCookie } from '../../browser/display-cookies';
import { DateField } from '../../components/form/DateField';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { useAuditTrailInfiniteQuery, useExportAuditTrailMutation, type AuditTrailFilter } from './audit.api';
import { LoadingStatus } from '../../components/LoadingStatus';

/** The URL names a consultation (a random id, no health data); the Patient Id is typed here and sent in a body. */
const CONSULTATION_PARAM = 'consultation';

/** /audit-trail: the doctor's trail of their own patients, filtered, paged and exported as CSV. */
export function AuditTrailPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get(CONSULTATION_PARAM) ?? undefined;
  const [patientCode, setPatientCode] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [applied, setApplied] = useState<Omit<AuditTrailFilter, 'sessionId'>>({});
  const filter: AuditTrailFilter = { ...applied, ...(sessionId ? { sessionId } : {}) };
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useAuditTrailInfiniteQuery(filter);
  const [exportTrail, { isLoading: exporting, isError: exportFailed }] = useExportAuditTrailMutation();
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  const show = (event: FormEvent) => {
    event.preventDefault();
    setApplied({
      ...(patientCode.trim() ? { patientCode: patientCode.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  };
  const download = async () => {
    const csv = await exportTrail(filter).unwrap();
    saveAs(csv, 'audit-trail.csv');
  };

  return (
    <Stack gap="md">
      <PageBreadcrumbs current={AUDIT_TEXTS.title} />
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {AUDIT_TEXTS.title}
      </Title>
      <Text c="gray.7" maw={760}>
        {AUDIT_TEXTS.lead}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={show}
        aria-label="Filter the audit trail"
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={AUDIT_TEXTS.patientLabel}
            value={patientCode}
            maxLength={20}
            onChange={(event) => setPatientCode(event.currentTarget.value)}
          />
          <DateField label={AUDIT_TEXTS.fromLabel} value={from} onChange={setFrom} />
          <DateField label={AUDIT_TEXTS.toLabel} value={to} onChange={setTo} />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit">{AUDIT_TEXTS.show}</Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void download().catch(() => undefined)}
          >
            {AUDIT_TEXTS.exportCsv}
          </Button>
        </Group>
      </Paper>
      {sessionId && (
        <Group gap="sm">
          <Text size="sm">
            {AUDIT_TEXTS.consultationFilter}:{' '}
            <Anchor component={Link} to={`/consultations/${sessionId}`}>
              {sessionId.slice(0, 8)}
            </Anchor>
          </Text>
          <Button size="xs" variant="subtle" onClick={() => setSearchParams({})}>
            {AUDIT_TEXTS.clearConsultation}
          </Button>
        </Group>
      )}
      {(isError || exportFailed) && (
        <Alert color="red" role="alert">
          {isError ? AUDIT_TEXTS.loadFailed : AUDIT_TEXTS.exportFailed}
        </Alert>
      )}
      {isLoading ? <LoadingStatus /> : <AuditTable items={items} />}
      {hasNextPage && (
        <Group>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {AUDIT_TEXTS.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId);
  return (
    <ScrollArea
      type="auto"
      // The viewport is what scrolls: a keyboard user reaches it (axe scrollable-region-focusable).
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': AUDIT_TEXTS.tableCaption }}
    >
      <Table striped withTableBorder miw={880} verticalSpacing="xs">
        <Table.Caption>{AUDIT_TEXTS.tableCaption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">{AUDIT_TEXTS.patientLabel}</Table.Th>
            <Table.Th scope="col">Consultation</Table.Th>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Request id</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>{AUDIT_TEXTS.empty}</Table.Td>
            </Table.Tr>
          )}
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <time dateTime={item.at}>{new Date(item.at).toLocaleString('en-GB')}</time>
              </Table.Td>
              <Table.Td>
                {item.actorKind === 'doctor' && item.actorId === userId
                  ? AUDIT_TEXTS.you
                  : AUDIT_ACTOR_LABELS[item.actorKind]}
              </Table.Td>
              <Table.Td>{AUDIT_ACTION_LABELS[item.action]}</Table.Td>
              <Table.Td>{item.patientCode ?? ''}</Table.Td>
              <Table.Td>
                {item.sessionId && (
                  <Anchor component={Link} to={`/consultations/${item.sessionId}`} ff="monospace" size="sm">
                    {item.sessionId.slice(0, 8)}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{item.clientAddress ?? ''}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {item.correlationId}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** Hands the CSV to the browser as a download. */
function saveAs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
