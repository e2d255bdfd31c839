import type { PasswordCode } from '@comandero/domain';
import { Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';

/**
 * Where the user sets their password with the code (a public screen). The code goes in the fragment:
 * browsers never send it, so no server, proxy or request log sees it.
 */
export const setPasswordLink = (code: string) =>
  `${window.location.origin}/set-password#code=${encodeURIComponent(code)}`;

/**
 * No mail server in local mode: the administrator hands the one-time code (or its link) to the new
 * user, who sets their password with it (valid 24 h, single use).
 */
export function PasswordCodeDialog({ user, code, onClose }: { user: string; code: PasswordCode; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const link = setPasswordLink(code.code);
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(code.expiresAt),
  );
  const copy = (value: string, label: string) => (
    <CopyButton value={value}>
      {({ copied, copy: doCopy }) => (
        <Button
          variant="light"
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          onClick={doCopy}
          aria-label={`${t('users.code.copy')}: ${label}`}
        >
          {copied ? t('users.code.copied') : t('users.code.copy')}
        </Button>
      )}
    </CopyButton>
  );
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={t('users.code.title')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{t('users.code.text', { user, date: expires })}</Text>
        <Stack gap={4}>
          <Text fw={600} id="password-code-label">
            {t('users.code.code')}
          </Text>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Code
              fz={22}
              fw={700}
              px="md"
              py="xs"
              style={{ whiteSpace: 'nowrap' }}
              aria-labelledby="password-code-label"
              data-testid="password-code"
            >
              {code.code}
            </Code>
            {copy(code.code, t('users.code.code'))}
          </Group>
        </Stack>
        <Group align="flex-end" wrap="nowrap" gap="sm">
          <TextInput
            label={t('users.code.link')}
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          {copy(link, t('users.code.link'))}
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('users.code.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
