import { groupLabel, LINE_NOTE_MAX, type ProductDetail, stockOfChoice, stockProblem } from '@comandero/domain';
import { Alert, Box, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { addBlock, choicePrice, type ProductChoice, toggleOption, unsatisfiedGroups } from '../cart';
import { ChoiceCard } from './ChoiceCard';
import { ExtrasGroupField } from './ExtrasGroupField';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';

interface ProductFormProps {
  product: ProductDetail;
  initial: ProductChoice;
  /** A line the kitchen already has: only its quantity may change. */
  quantityOnly?: boolean;
  submitLabel(total: string): string;
  submitting?: boolean;
  /** Once added: shown on the disabled button (a second tap would add it again) until the page leaves. */
  addedLabel?: string | null;
  onSubmit(choice: ProductChoice): void;
  onReturn(): void;
}

/**
 * Spec 01 §2/§5 product page: size, extras groups, quantity ≥ 1, a note for the kitchen, and the
 * button that adds (or updates) with the price of size and extras included. The button is disabled
 * while a required group is unsatisfied, without stock, or above the stock.
 */
export function ProductForm(props: ProductFormProps) {
  const {
    product,
    initial,
    quantityOnly = false,
    submitLabel,
    submitting = false,
    addedLabel,
    onSubmit,
    onReturn,
  } = props;
  const { t } = useTranslation();
  const format = useMoney();
  const [choice, setChoice] = useState(initial);
  const { total } = choicePrice(product, choice);
  const block = addBlock(product, choice);
  // A size with a recipe of its own keeps its own stock (issue 17): the chosen one is what counts.
  const { stock } = stockOfChoice(product, choice.sizeId);
  const tracksStock = stock !== null && !product.allowWithoutStock;
  const sizeOutOfStock = (sizeId: string) => stockProblem(stockOfChoice(product, sizeId), 1) === 'NO_STOCK';

  return (
    <Stack gap="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductImage src={product.image} alt={product.name} size={96} />
        <Stack gap={4} miw={0}>
          <Title order={2} fz={{ base: 'xl', sm: 'h2' }} lh={1.2}>
            {product.name}
          </Title>
          {product.description && <Text c="dimmed">{product.description}</Text>}
          <Text fw={700}>{format(product.price)}</Text>
          {tracksStock && stock !== null && stock > 0 && (
            <Text fz="sm" c="dimmed">
              {t('menu.product.stockLeft', { count: stock })}
            </Text>
          )}
        </Stack>
      </Group>

      {block === 'NO_STOCK' && (
        <Alert color="red" variant="filled" icon={<IconAlertTriangle />} title={t('menu.noStock')}>
          {t('menu.product.zeroStock.title')}
        </Alert>
      )}
      {quantityOnly && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
          {t('menu.product.sentOnlyQuantity')}
        </Alert>
      )}

      {product.sizes.length > 0 && (
        <Stack gap="xs" role="radiogroup" aria-labelledby="size-label">
          <Text fw={700} fz="lg" id="size-label">
            {t('menu.product.size')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: Math.min(3, product.sizes.length) }} spacing="xs">
            {product.sizes.map((size) => (
              <ChoiceCard
                key={size.id}
                multiple={false}
                radioName="size"
                label={size.name}
                price={format(size.price)}
                warning={sizeOutOfStock(size.id) ? t('menu.noStock') : undefined}
                checked={choice.sizeId === size.id}
                disabled={quantityOnly}
                onToggle={() => setChoice({ ...choice, sizeId: size.id })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {product.extrasGroups.map((group) => (
        <ExtrasGroupField
          key={group.id}
          group={group}
          selected={choice.extras[group.id] ?? []}
          locked={quantityOnly}
          onToggle={(optionId) => setChoice(toggleOption(choice, group, optionId))}
        />
      ))}

      <Divider />
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={6}>
          <Text fw={700} fz="lg">
            {t('menu.product.quantity')}
          </Text>
          <QuantityStepper value={choice.quantity} onChange={(quantity) => setChoice({ ...choice, quantity })} />
          {block === 'INSUFFICIENT_STOCK' && (
            <Text c="red.8" fz="sm" fw={600} role="alert">
              {t('menu.product.insufficientStock')}
            </Text>
          )}
        </Stack>
        <Textarea
          flex={1}
          miw={240}
          size="md"
          label={t('menu.product.note')}
          placeholder={t('menu.product.notePlaceholder')}
          value={choice.note}
          maxLength={LINE_NOTE_MAX}
          disabled={quantityOnly}
          rows={2}
          description={`${choice.note.length}/${LINE_NOTE_MAX}`}
          inputWrapperOrder={['label', 'input', 'description']}
          onChange={(event) => setChoice({ ...choice, note: event.currentTarget.value })}
        />
      </Group>

      <Paper
        withBorder
        radius="lg"
        p="sm"
        shadow="sm"
        style={{ position: 'sticky', bottom: 'calc(var(--app-shell-footer-offset, 0px) + 8px)', zIndex: 2 }}
      >
        {block === 'EXTRAS' && (
          <Text c="red.8" fw={600} fz="sm" mb={6} id="add-blocked" aria-live="polite">
            {t('menu.product.missing', {
              groups: unsatisfiedGroups(product, choice).map(groupLabel).join(', '),
            })}
          </Text>
        )}
        <Group gap="sm" wrap="nowrap">
          <Button
            size="lg"
            variant="default"
            px={{ base: 'sm', sm: 'lg' }}
            aria-label={t('menu.product.return')}
            onClick={onReturn}
          >
            <IconArrowLeft size={22} />
            <Box component="span" visibleFrom="sm" ml={8}>
              {t('menu.product.return')}
            </Box>
          </Button>
          <Button
            size="lg"
            flex={1}
            disabled={block !== null || !!addedLabel}
            aria-describedby={block === 'EXTRAS' ? 'add-blocked' : undefined}
            aria-live="polite"
            loading={submitting}
            leftSection={addedLabel ? <IconCheck size={22} /> : undefined}
            onClick={() => onSubmit(choice)}
            fz={{ base: 'md', sm: 'lg' }}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' } }}
            h="auto"
            mih={50}
            py={6}
          >
            {addedLabel ?? submitLabel(format(total))}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
