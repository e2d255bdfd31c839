import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

/** A part the stock issue builds: says 'Función no disponible aún' (spec 01 §9) until then. */
export function NotYetPanel({ text }: { text: string }) {
  const { t } = useTranslation();
  return <EmptyState icon={<IconTools size={40} />} title={t('menuAdmin.notAvailable.title')} text={text} />;
}
