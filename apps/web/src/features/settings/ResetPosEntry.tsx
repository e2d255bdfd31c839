import { ActionIcon, Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { HintTooltip } from '../../ui/HintTooltip';
import { notifyWarning } from '../../ui/notify';
import { offersPosReset, resetPos, unsentWrites } from './resetPos';

/** Spec 02 §2: 'Reset POS' with its confirmation (sure / reset POS), shown only where the server offers it. */
export function ResetPosEntry({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const offered = useQuery({
    queryKey: ['general', 'offersPosReset'],
    queryFn: ({ signal }) => offersPosReset(signal),
  });
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  if (!offered.data) return null;
  const ask = () => {
    // A reset clears the device's queue: it waits until every write has reached the server.
    if (unsentWrites() > 0) notifyWarning(t('settings.reset.unsent'));
    else setConfirming(true);
  };
  const label = t('settings.reset.entry');
  return (
    <>
      {compact ? (
        <HintTooltip label={label}>
          <ActionIcon aria-label={label} color="red" variant="subtle" onClick={ask} style={{ flexShrink: 0 }}>
            <IconRestore size={22} />
          </ActionIcon>
        </HintTooltip>
      ) : (
        <Button variant="subtle" color="red" leftSection={<IconRestore size={20} />} justify="start" onClick={ask}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('settings.reset.sure')}
        confirmLabel={t('settings.reset.confirm')}
        color="red"
        loading={resetting}
        onConfirm={() => {
          setResetting(true);
          void resetPos();
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('settings.reset.text')}
      </ConfirmDialog>
    </>
  );
}
