import { can, DATE_PRESETS, type DatePreset } from '@comandero/domain';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { dashboardKeys, fetchBusinesses } from './dashboard.api';
import type { DashboardRange } from './dashboardRange';

interface DashboardFiltersProps {
  range: DashboardRange;
  businessId: string;
  onBusiness: (businessId: string) => void;
}

/** Business (only with the change-business policy), a preset and the two days it stands for. */
export function DashboardFilters({ range, businessId, onBusiness }: DashboardFiltersProps) {
  const { t } = useTranslation();
  const politics = useSession((state) => state.user?.securityPolitics);
  const mayChangeBusiness = !!politics && can(politics, 'dashboard', 'changeBusiness');
  const businesses = useQuery({
    queryKey: dashboardKeys.businesses,
    queryFn: fetchBusinesses,
    enabled: mayChangeBusiness,
  });
  const field = { size: 'md', style: { flex: '1 1 150px' } } as const;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {mayChangeBusiness && (
        <NativeSelect
          {...field}
          label={t('admin.dashboard.business')}
          value={businessId}
          onChange={(event) => onBusiness(event.currentTarget.value)}
          data={(businesses.data?.businesses ?? []).map((business) => ({ value: business.id, label: business.name }))}
        />
      )}
      <NativeSelect
        size="md"
        // Wide enough that on a phone the two days share the next row.
        style={{ flex: '2 1 240px' }}
        label={t('admin.dashboard.period')}
        value={range.preset ?? 'custom'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value !== 'custom') range.choosePreset(value as DatePreset);
        }}
        data={[
          ...DATE_PRESETS.map((preset) => ({ value: preset, label: t(`admin.dashboard.presets.${preset}`) })),
          { value: 'custom', label: t('admin.dashboard.presets.custom'), disabled: true },
        ]}
      />
      <TextInput
        {...field}
        type="date"
        label={t('admin.dashboard.from')}
        value={range.range.start}
        onChange={(event) => range.setDay('start', event.currentTarget.value)}
      />
      <TextInput
        {...field}
        type="date"
        label={t('admin.dashboard.to')}
        value={range.range.end}
        onChange={(event) => range.setDay('end', event.currentTarget.value)}
        error={range.valid ? undefined : t('admin.dashboard.rangeRefused')}
      />
    </Group>
  );
}
