import { movementStatus, movementStatusTone } from '@comandero/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';

const TONE_COLORS = { success: 'teal', warning: 'yellow', processing: 'blue', error: 'red' } as const;

/** Spec 02 §4: open and setup show Abierto, close Cerrado, deleted Eliminado struck through. */
export function MovementStatusBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  const status = movementStatus(type);
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      color={TONE_COLORS[movementStatusTone(type)]}
      td={status === 'DELETED' ? 'line-through' : undefined}
      data-status={status ?? 'UNKNOWN'}
      style={{ minWidth: 'max-content' }}
    >
      {status ? t(`cashiers.status.${status}`) : t('cashiers.status.UNKNOWN')}
    </Badge>
  );
}
