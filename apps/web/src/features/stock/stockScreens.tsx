import { Center, Loader } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadStockTexts, useTranslation } from '../../i18n';

// The stock screens load with their own texts the first time one opens (settings-only chunks).
const LazyIngredientsTab = lazyWithTexts(loadStockTexts, () =>
  import('./IngredientsTab').then((module) => ({ default: module.IngredientsTab })),
);
const LazyMovementsTab = lazyWithTexts(loadStockTexts, () =>
  import('./MovementsTab').then((module) => ({ default: module.MovementsTab })),
);
const LazyRecipePanel = lazyWithTexts(loadStockTexts, () =>
  import('./RecipePanel').then((module) => ({ default: module.RecipePanel })),
);
const LazyProductMovementsPanel = lazyWithTexts(loadStockTexts, () =>
  import('./IngredientMovementsPanel').then((module) => ({ default: module.ProductMovementsPanel })),
);
const LazyOptionLinesPanel = lazyWithTexts(loadStockTexts, () =>
  import('./OptionLinesPanel').then((module) => ({ default: module.OptionLinesPanel })),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

export function IngredientsTab() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyIngredientsTab />
    </Suspense>
  );
}

export function MovementsTab() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyMovementsTab />
    </Suspense>
  );
}

export function RecipePanel(props: ComponentProps<typeof LazyRecipePanel>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyRecipePanel {...props} />
    </Suspense>
  );
}

export function ProductMovementsPanel(props: ComponentProps<typeof LazyProductMovementsPanel>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyProductMovementsPanel {...props} />
    </Suspense>
  );
}

export function OptionLinesPanel(props: ComponentProps<typeof LazyOptionLinesPanel>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyOptionLinesPanel {...props} />
    </Suspense>
  );
}
