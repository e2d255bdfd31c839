import { Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createCategory, fetchCategories, menuAdminKeys } from './menuAdmin.api';

interface CategoryFieldProps {
  value: string;
  onChange(categoryId: string): void;
  error?: string;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The product's category (required): chosen from the branch's, or typed and created with Enter when
 * no category matches (spec 02 §5).
 */
export function CategoryField({ value, onChange, error }: CategoryFieldProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const categories = useQuery({ queryKey: menuAdminKeys.categories, queryFn: fetchCategories });
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const options = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  const typed = search.trim();
  const matches = options.some((option) => option.label.toLocaleLowerCase().includes(typed.toLocaleLowerCase()));

  const create = async () => {
    setCreating(true);
    try {
      const category = await createCategory(typed);
      client.setQueryData(menuAdminKeys.categories, [...(categories.data ?? []), category]);
      void client.invalidateQueries({ queryKey: menuAdminKeys.categories });
      onChange(category.id);
      setSearch(category.name);
      notifySuccess(t('menuAdmin.product.categoryCreated', { name: category.name }));
    } catch (failure) {
      notifyWarning(describeError(failure, t), t('menuAdmin.notice.createError'));
    } finally {
      setCreating(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !typed || matches || creating) return;
    if (options.some((option) => sameName(option.label, typed))) return;
    event.preventDefault();
    void create();
  };

  return (
    <Select
      size="md"
      label={t('menuAdmin.product.category')}
      placeholder={t('menuAdmin.product.categoryPlaceholder')}
      withAsterisk
      searchable
      selectFirstOptionOnChange
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      onKeyDown={onKeyDown}
      nothingFoundMessage={typed ? t('menuAdmin.product.categoryCreateHint', { name: typed }) : undefined}
      disabled={categories.isPending || creating}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
