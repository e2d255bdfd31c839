import { Alert, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../i18n';
import { SETTINGS_PHONE_QUERY } from '../../ui/DataList';
import { OptionLinesPanel } from '../stock';

/**
 * An extras option's ingredient lines (issue 17), over the group editor. Lines belong to a stored
 * option: a new one gets them once the group is saved.
 */
export function OptionIngredientsModal({
  option,
  onClose,
}: {
  option: { id?: string; label: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      title={t('menuAdmin.extras.ingredientsTitle', { name: option.label })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {option.id ? (
        <OptionLinesPanel optionId={option.id} />
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {t('menuAdmin.extras.ingredientsUnsaved')}
        </Alert>
      )}
    </Modal>
  );
}
