import { type SessionUser, USERS_PAGE_SIZE, type UserCard as UserCardData } from '@comandero/domain';
import {
  Alert,
  AppShell,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconSearch, IconUsers, IconWifiOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setAppMode, useAppMode } from '../../app/appMode';
import { describeError } from '../../app/errors';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { notifySuccess } from '../../ui/notify';
import { type ChangeUserState, readChangeUserState } from './changeUserState';
import { UserCard } from './UserCard';
import { orMissing } from './userCardFields';
import { fetchUserCards, usersKeys } from './users.api';

const PinDialog = lazy(() => import('./PinDialog'));

/** Spec 01 §5 pattern: the customer search waits 500 ms; the user search does the same. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Spec 01 §2 "User selection (change user)": search, cards 20 a page, PIN, then the spec's way on. */
export default function ChangeUserPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state: ChangeUserState = readChangeUserState(location.state);
  const mode = useAppMode((current) => current.mode);
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pageByName, setPageByName] = useState({ name: '', page: 1 });
  // A new search starts again at its first page.
  const page = pageByName.name === name ? pageByName.page : 1;
  const [picked, setPicked] = useState<UserCardData | null>(null);
  const branch = useSession((session) => session.user?.branch ?? null);
  const users = useQuery({
    queryKey: usersKeys.page(page - 1, name),
    queryFn: () => fetchUserCards(page - 1, name, branch),
    placeholderData: keepPreviousData,
  });
  const offlineUsable = users.data?.offlineUsable ?? null;
  const searching = search.trim() !== name || users.isPlaceholderData;
  // Back online, the server's list replaces the device's.
  const client = useQueryClient();
  useEffect(
    () =>
      useOutboxStatus.subscribe((status, previous) => {
        if (status.online && !previous.online) void client.invalidateQueries({ queryKey: usersKeys.all });
      }),
    [client],
  );

  const hasHistory = location.key !== 'default';
  const goBack = () => (hasHistory ? navigate(-1) : navigate('/pos', { replace: true }));
  // From a table the way back is the floor, and the table is dropped.
  const returnFromScreen = () => (state.table ? navigate('/pos', { replace: true, state: null }) : goBack());

  const onSignedIn = (user: SessionUser, offline: boolean) => {
    setPicked(null);
    notifySuccess(t(offline ? 'changeUser.offline.signedIn' : 'changeUser.signedIn', { name: user.name }));
    if (state.leaveWaiterMode) {
      setAppMode('normal');
      goBack();
    } else if (mode === 'normal') goBack();
    else navigate('/pos', { state });
  };

  const pages = Math.max(1, Math.ceil((users.data?.totalElements ?? 0) / USERS_PAGE_SIZE));
  return (
    <AppShell header={{ height: 68 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Button
              variant="default"
              miw={44}
              px="sm"
              aria-label={t('changeUser.back')}
              leftSection={<IconArrowLeft size={20} />}
              styles={{ section: { marginInlineEnd: 0 } }}
              onClick={returnFromScreen}
            >
              <Text span inherit visibleFrom="sm" ml={8}>
                {t('changeUser.back')}
              </Text>
            </Button>
            <Title order={1} fz={{ base: 20, sm: 26 }} lineClamp={1}>
              {t('changeUser.title')}
            </Title>
          </Group>
          <LanguageToggle compact />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Stack gap="md" maw={1100} mx="auto">
          {state.table && (
            <Alert color="paprika" variant="light" icon={<IconUsers />}>
              {t('changeUser.forTable', { table: state.table.name })}
            </Alert>
          )}
          {state.leaveWaiterMode && (
            <Alert color="teal" variant="light">
              {t('changeUser.leaveWaiterMode')}
            </Alert>
          )}
          {offlineUsable && (
            <Alert color="orange" variant="light" icon={<IconWifiOff />} title={t('changeUser.offline.title')}>
              {t('changeUser.offline.text')}
            </Alert>
          )}
          <TextInput
            size="lg"
            type="search"
            leftSection={<IconSearch size={20} />}
            label={t('changeUser.search')}
            placeholder={t('changeUser.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {users.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('app.loading')} />
            </Center>
          ) : users.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('changeUser.loadError')}>
              <Stack gap="sm" align="flex-start">
                <Text>{describeError(users.error, t)}</Text>
                <Button variant="light" color="red" onClick={() => void users.refetch()}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : users.data.content.length === 0 ? (
            <EmptyState
              icon={<IconUsers size={40} stroke={1.5} />}
              title={t('changeUser.emptyTitle')}
              text={t('changeUser.emptyText')}
            />
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="md"
              data-testid="user-cards"
              // The cards of the last search while the typed one is on its way: a tap now may land on a moving card.
              aria-busy={searching}
            >
              {users.data.content.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  onPick={setPicked}
                  needsConnection={offlineUsable !== null && !offlineUsable.has(user.id)}
                />
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && (
            <Center>
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => setPageByName({ name, page: next })}
                size="lg"
                getControlProps={(control) => ({
                  'aria-label': t(`changeUser.pagination.${control}`),
                })}
                getItemProps={(item) => ({ 'aria-label': t('changeUser.pagination.page', { page: item }) })}
                styles={{ control: { minWidth: 44, height: 44 } }}
              />
            </Center>
          )}
        </Stack>
      </AppShell.Main>
      {picked && (
        <Suspense fallback={null}>
          <PinDialog
            userId={picked.id}
            name={orMissing(picked.name, t('changeUser.notName'))}
            onSignedIn={onSignedIn}
            onCancel={() => setPicked(null)}
          />
        </Suspense>
      )}
    </AppShell>
  );
}
