import { Badge, Checkbox, Group, Radio, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChoiceCardProps {
  multiple: boolean;
  /** Group name of radio cards (arrow keys move within it). */
  radioName: string;
  label: string;
  price: string | null;
  /** A warning beside the label (a size out of stock); the card stays choosable. */
  warning?: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}

/** One option as a large touch card: a checkbox for multi-choice groups, a radio for single choice. */
export function ChoiceCard(props: ChoiceCardProps) {
  const { multiple, radioName, label, price, warning, checked, disabled, onToggle } = props;
  const content = (indicator: ReactNode) => (
    <Group wrap="nowrap" gap="sm" px="sm" py={10} mih={48}>
      {indicator}
      <Text fw={checked ? 700 : 500} flex={1} lh={1.3}>
        {label}
      </Text>
      {warning && (
        <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
          {warning}
        </Badge>
      )}
      {price && (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {price}
        </Text>
      )}
    </Group>
  );
  const cardStyle = { opacity: disabled ? 0.5 : 1, cursor: disabled ? 'not-allowed' : 'pointer' };
  if (multiple) {
    return (
      <Checkbox.Card radius="md" checked={checked} disabled={disabled} onChange={onToggle} style={cardStyle}>
        {content(<Checkbox.Indicator disabled={disabled} />)}
      </Checkbox.Card>
    );
  }
  return (
    <Radio.Card radius="md" name={radioName} checked={checked} disabled={disabled} onClick={onToggle} style={cardStyle}>
      {content(<Radio.Indicator disabled={disabled} />)}
    </Radio.Card>
  );
}
