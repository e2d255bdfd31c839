import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** Spec 02 §4 user status: deleted false shows Activo, deleted true shows Desactivado. */
export function UserStatusBadge({ deleted }: { deleted: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" size="lg" tt="none" miw="max-content" color={deleted ? 'gray' : 'teal'} data-status>
      {deleted ? t('users.list.inactive') : t('users.list.active')}
    </Badge>
  );
}
