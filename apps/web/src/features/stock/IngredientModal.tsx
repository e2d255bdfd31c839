import type { Ingredient } from '@comandero/domain';
import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { SETTINGS_PHONE_QUERY } from '../../ui/DataList';
import { IngredientInfoForm } from './IngredientInfoForm';
import { IngredientMovementsPanel } from './IngredientMovementsPanel';
import { PreparedRecipePanel } from './PreparedRecipePanel';

interface IngredientModalProps {
  /** null creates one. */
  ingredient: Ingredient | null;
  onSaved(ingredient: Ingredient, created: boolean): void;
  onClose(): void;
}

/** Spec 02 §2 ingredient modal: info, and its recipe (sub-recipe) and movements only when it exists. */
export function IngredientModal({ ingredient, onSaved, onClose }: IngredientModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<string | null>('info');
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      title={
        ingredient ? t('stock.ingredient.editTitle', { name: ingredient.name }) : t('stock.ingredient.createTitle')
      }
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="info" mih={44}>
            {t('stock.ingredient.tabs.info')}
          </Tabs.Tab>
          {ingredient && (
            <Tabs.Tab value="recipe" mih={44}>
              {t('stock.ingredient.tabs.recipe')}
            </Tabs.Tab>
          )}
          {ingredient && (
            <Tabs.Tab value="movements" mih={44}>
              {t('stock.ingredient.tabs.movements')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="info">
          <IngredientInfoForm
            ingredient={ingredient}
            onSaved={(saved) => {
              onSaved(saved, ingredient === null);
              onClose();
            }}
            onCancel={onClose}
          />
        </Tabs.Panel>
        {ingredient && (
          <Tabs.Panel value="recipe">
            <PreparedRecipePanel ingredient={ingredient} />
          </Tabs.Panel>
        )}
        {ingredient && (
          <Tabs.Panel value="movements">
            <IngredientMovementsPanel ingredientId={ingredient.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
