import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { deliveryBoardKeys, fetchDriversCash } from './deliveryBoard.api';

/** Issue 18 §3: the cash each driver must bring back from the orders out now, read again with the board. */
export function DriversCash() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const rounds = useQuery({
    queryKey: deliveryBoardKeys.driversCash,
    queryFn: ({ signal }) => fetchDriversCash(signal),
  });
  if (!rounds.data) return null;
  const total = rounds.data.reduce((sum, round) => sum + round.cash, 0);

  return (
    <Paper component="section" aria-labelledby="drivers-cash" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <div>
          <Title order={2} fz="lg" id="drivers-cash">
            {t('deliveryBoard.driversCash.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('deliveryBoard.driversCash.text')}
          </Text>
        </div>
        {rounds.data.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="xs">
            {t('deliveryBoard.driversCash.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" fz="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deliveryBoard.driversCash.driver')}</Table.Th>
                <Table.Th ta="right">{t('deliveryBoard.driversCash.orders')}</Table.Th>
                <Table.Th ta="right">{t('deliveryBoard.driversCash.cash')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rounds.data.map((round) => (
                <Table.Tr key={round.driver ? (round.driver.userId ?? round.driver.name) : ''}>
                  <Table.Td>{round.driver?.name ?? t('deliveryBoard.driversCash.nobody')}</Table.Td>
                  <Table.Td ta="right">{round.orders}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(round.cash)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {rounds.data.length > 1 && (
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('deliveryBoard.driversCash.total')}</Table.Th>
                  <Table.Th ta="right">{rounds.data.reduce((sum, round) => sum + round.orders, 0)}</Table.Th>
                  <Table.Th ta="right">{formatMoney(total)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
