import { MAX_PEOPLE, PEOPLE_OPTIONS, type Table } from '@comandero/domain';
import { Button, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n';

interface PeopleDialogProps {
  table: Table;
  busy: boolean;
  onChoose(people: number): void;
  onCancel(): void;
}

/** Spec 01 §2: how many people sit at the table, 1 to 10 with one tap, or another number up to 99. */
export default function PeopleDialog({ table, busy, onChoose, onCancel }: PeopleDialogProps) {
  const { t } = useTranslation();
  const [other, setOther] = useState(false);
  const [count, setCount] = useState<number | string>('');
  const [chosen, setChosen] = useState<number | null>(null);
  const valid = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_PEOPLE;

  const choose = (people: number) => {
    setChosen(people);
    onChoose(people);
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      centered
      radius="lg"
      size="lg"
      title={t('floor.peopleDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        <Text c="dimmed">{t('floor.peopleDialog.subtitle', { table: table.name })}</Text>
        <SimpleGrid cols={5} spacing="sm" role="group" aria-label={t('floor.peopleDialog.title')}>
          {PEOPLE_OPTIONS.map((people) => (
            <Button
              key={people}
              h={64}
              fz={24}
              px={0}
              variant={chosen === people ? 'filled' : 'light'}
              loading={busy && chosen === people}
              disabled={busy && chosen !== people}
              onClick={() => choose(people)}
            >
              {people}
            </Button>
          ))}
        </SimpleGrid>
        {other ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (valid) choose(count);
            }}
          >
            <Stack gap="sm">
              <NumberInput
                size="lg"
                autoFocus
                label={t('floor.peopleDialog.otherLabel')}
                min={1}
                max={MAX_PEOPLE}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={count}
                onChange={setCount}
                error={count !== '' && !valid ? t('floor.peopleDialog.range', { max: MAX_PEOPLE }) : undefined}
              />
              <Button type="submit" size="lg" fullWidth disabled={!valid} loading={busy && chosen === count}>
                {t('floor.peopleDialog.confirm')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Button variant="default" h={56} fz="lg" disabled={busy} onClick={() => setOther(true)}>
            {t('floor.peopleDialog.other')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
