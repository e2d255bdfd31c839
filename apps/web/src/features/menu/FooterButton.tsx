import { Box, Button } from '@mantine/core';
import type { ReactNode } from 'react';

interface FooterButtonProps {
  icon: ReactNode;
  label: string;
  variant?: 'default' | 'light';
  loading?: boolean;
  disabled?: boolean;
  onClick(): void;
}

/** A footer action: icon and words on tablets, the icon alone (still named) on phones. */
export function FooterButton({ icon, label, variant = 'default', loading, disabled, onClick }: FooterButtonProps) {
  return (
    <Button
      size="lg"
      variant={variant}
      aria-label={label}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      px={{ base: 'md', sm: 'lg' }}
    >
      {icon}
      <Box component="span" visibleFrom="sm" ml={8}>
        {label}
      </Box>
    </Button>
  );
}
