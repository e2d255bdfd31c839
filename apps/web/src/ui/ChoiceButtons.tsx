import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface Choice {
  key: string;
  label: ReactNode;
  /** The accessible name when the label is not plain text. */
  name?: string;
}

interface ChoiceButtonsProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(key: string): void;
  /** Buttons share the row's width (few long choices) instead of wrapping at their own size. */
  grow?: boolean;
  error?: ReactNode;
}

/** One choice among a few, as large touch buttons (DESIGN §7), read as a radio group. */
export function ChoiceButtons({ label, choices, value, onChange, grow = false, error }: ChoiceButtonsProps) {
  const id = useId();
  return (
    <div>
      <Text fw={700} mb={6} id={id}>
        {label}
      </Text>
      <Group gap={8} grow={grow} role="radiogroup" aria-labelledby={id} wrap="wrap">
        {choices.map((choice) => {
          const checked = choice.key === value;
          return (
            <Button
              key={choice.key}
              role="radio"
              aria-checked={checked}
              aria-label={choice.name}
              variant={checked ? 'filled' : 'default'}
              size="md"
              h="auto"
              mih={48}
              py={6}
              px={grow ? 'xs' : 'md'}
              onClick={() => onChange(choice.key)}
              // Shared widths may be narrow (a phone): a long choice wraps rather than being cut.
              styles={{ label: { whiteSpace: grow ? 'normal' : 'nowrap', lineHeight: 1.2, textAlign: 'center' } }}
            >
              {choice.label}
            </Button>
          );
        })}
      </Group>
      {error && (
        <Text c="red.8" fz="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
