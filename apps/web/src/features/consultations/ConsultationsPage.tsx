import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONSULTATION_HISTORY_TEXTS,
  CONSULTATION_SEARCH_MAX,
  reportStatusLabel,
  type ConsultationListItem,
} from '@medi/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { ConsultationFacts } from './ConsultationFacts';
import { useSearchConsultationsInfiniteQuery } from './consultations.api';
import { LoadingStatus } from '../../components/LoadingStatus';

const SEARCH_DEBOUNCE_MS = 300;

/** /consultations: the doctor's past consultations, newest first, searched by patient name or Patient Id. */
export function ConsultationsPage() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading, isError, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSearchConsultationsInfiniteQuery(query);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <PageBreadcrumbs current={CONSULTATION_HISTORY_TEXTS.listTitle} />
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {CONSULTATION_HISTORY_TEXTS.listTitle}
      </Title>
      <TextInput
        label={CONSULTATION_HISTORY_TEXTS.searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={CONSULTATION_SEARCH_MAX}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={isFetching && !isFetchingNextPage ? <Loader size="xs" aria-label="Searching" /> : null}
        maw={480}
      />
      {isError && (
        <Alert color="red" role="alert">
          {CONSULTATION_HISTORY_TEXTS.loadFailed}
        </Alert>
      )}
      {isLoading ? (
        <LoadingStatus />
      ) : (
        <Stack gap="sm" component="ul" aria-label="Consultations" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.length === 0 && !isError && (
            <Text c="dimmed" component="li">
              {query ? CONSULTATION_HISTORY_TEXTS.noMatch : CONSULTATION_HISTORY_TEXTS.empty}
            </Text>
          )}
          {items.map((item) => (
            <ConsultationRow key={item.sessionId} item={item} />
          ))}
        </Stack>
      )}
      {hasNextPage && (
        <Group>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {CONSULTATION_HISTORY_TEXTS.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ConsultationRow({ item }: { item: ConsultationListItem }) {
  const name = item.patient?.name ?? 'Unnamed patient';
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="consultation-row">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Anchor component={Link} to={`/consultations/${item.sessionId}`} fw={600}>
            {name}
          </Anchor>
          <ConsultationFacts
            patientCode={item.patient?.patientCode}
            startedAt={item.startedAt}
            recordedSeconds={item.recordedSeconds}
            language={item.language}
            live={item.status === 'active' || item.status === 'paused'}
          />
        </Stack>
        <Badge
          variant="light"
          color={item.report.flagsOpen > 0 ? 'orange' : item.report.state === 'none' ? 'gray' : 'teal'}
          style={{ textTransform: 'none' }}
        >
          {reportStatusLabel(item.report)}
        </Badge>
      </Group>
    </Paper>
  );
}
