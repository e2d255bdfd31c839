import { parseQuantity, type StockCountReport, UNITS } from '@comandero/domain';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { useQuantity } from '../../ui/quantity';
import { fetchIngredients, fetchLocations, purchasingKeys, recordCount } from './purchasing.api';
import { StockCountReportTable } from './StockCountReportTable';

/** A count covers up to this many ingredients of one location at a time (the page size's ceiling). */
const COUNT_ROWS = 100;

/**
 * Issue 17 item 9, at `/settings/stock-count` (the spec has no count screen): what was counted in a
 * location; the server turns differences into 'Conteo' movements and answers the variance report.
 */
export default function StockCountPage() {
  const { t } = useTranslation();
  const inUnit = useQuantity();
  const client = useQueryClient();
  const locations = useQuery({ queryKey: purchasingKeys.locations, queryFn: fetchLocations });
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = chosen ?? locations.data?.[0]?.id ?? null;
  const ingredients = useQuery({
    queryKey: purchasingKeys.ingredients('', locationId ?? ''),
    queryFn: () => fetchIngredients('', locationId ?? undefined, COUNT_ROWS),
    enabled: locationId !== null,
  });
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [report, setReport] = useState<StockCountReport | null>(null);
  const [saving, setSaving] = useState(false);
  const rows = ingredients.data?.content ?? [];
  const parsed = rows.map((row) => {
    const text = counted[row.id]?.trim() ?? '';
    return { row, text, stored: text ? parseQuantity(text, row.unit) : null };
  });
  const invalid = parsed.filter((line) => line.text && (line.stored === null || line.stored < 0));

  const save = async () => {
    const counts = parsed.flatMap((line) =>
      line.stored !== null && line.stored >= 0 ? [{ ingredientId: line.row.id, counted: line.stored }] : [],
    );
    if (!locationId || invalid.length > 0) return;
    if (counts.length === 0) return notifyWarning(t('purchasing.count.nothing'));
    setSaving(true);
    try {
      setReport(await recordCount({ locationId, counts }));
      notifySuccess(t('purchasing.count.saved'));
      setCounted({});
      await client.invalidateQueries({ queryKey: purchasingKeys.all });
    } catch (error) {
      notifyWarning(describeError(error, t), t('purchasing.count.saveError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{t('purchasing.count.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('purchasing.count.text')}
        </Text>
      </div>
      {report ? (
        <>
          <Title order={3}>{t('purchasing.count.report')}</Title>
          <StockCountReportTable report={report} />
          <Group>
            <Button onClick={() => setReport(null)}>{t('purchasing.count.again')}</Button>
          </Group>
        </>
      ) : !locations.isSuccess ? (
        <QueryFallback query={locations} title={t('purchasing.list.loadError')} />
      ) : (
        <>
          <Select
            size="md"
            maw={360}
            label={t('purchasing.count.location')}
            data={locations.data.map((location) => ({ value: location.id, label: location.name }))}
            value={locationId}
            onChange={(id) => setChosen(id)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {!ingredients.isSuccess ? (
            <QueryFallback query={ingredients} title={t('purchasing.list.loadError')} />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<IconClipboardList size={40} stroke={1.5} />}
              title={t('purchasing.count.emptyTitle')}
              text={t('purchasing.count.emptyText')}
            />
          ) : (
            <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
              <Table verticalSpacing="xs" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('purchasing.count.ingredient')}</Table.Th>
                    <Table.Th ta="right">{t('purchasing.count.theoretical')}</Table.Th>
                    <Table.Th w={200}>{t('purchasing.count.countedHeader')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {parsed.map(({ row, text, stored }) => (
                    <Table.Tr key={row.id}>
                      <Table.Td fw={700}>{row.name}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {inUnit(row.quantity, row.unit)}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          size="md"
                          inputMode="decimal"
                          aria-label={t('purchasing.count.countedOf', {
                            name: row.name,
                            unit: UNITS[row.unit].abbreviation,
                          })}
                          rightSection={<Text fz="sm">{UNITS[row.unit].abbreviation}</Text>}
                          value={counted[row.id] ?? ''}
                          onChange={(event) => setCounted({ ...counted, [row.id]: event.currentTarget.value })}
                          error={text && stored === null ? t('purchasing.picker.invalid') : undefined}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          )}
          <Group justify="flex-end">
            <Button size="md" onClick={() => void save()} loading={saving} disabled={rows.length === 0}>
              {t('purchasing.count.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
