import { Box, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

interface SideDrawerProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (totals and the main button). */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/** A form's drawer (cash drawers, payment, discount, printers): from the right on a tablet, the whole screen on a phone. */
export function SideDrawer({ title, onClose, children, footer, size = 'lg' }: SideDrawerProps) {
  const { t } = useTranslation();
  // A wide form takes the whole screen until there is room beside it for the floor.
  const fullScreen = useMediaQuery(size === 'xl' ? '(max-width: 62em)' : '(max-width: 48em)', false, {
    getInitialValueInEffect: false,
  });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : size}
      title={title}
      padding={0}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)', borderBottom: '1px solid var(--mantine-color-gray-3)' },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
      }}
    >
      <Box p="md" style={{ flex: 1 }}>
        {children}
      </Box>
      {footer && (
        <Box
          p="md"
          bg="var(--mantine-color-body)"
          style={{ position: 'sticky', bottom: 0, borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
        >
          {footer}
        </Box>
      )}
    </Drawer>
  );
}
