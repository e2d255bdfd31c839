import { IconTools } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';

/** A settings screen a later version builds: says so (spec 01 §9 'Función no disponible aún') instead of another screen. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconTools size={40} />}
      title={t('settings.notAvailable')}
      text={t('settings.notAvailableDetail')}
    />
  );
}
