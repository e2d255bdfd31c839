import type { Category } from '@comandero/domain';
import { api } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';

export const menuKeys = { categories: ['menu', 'categories'] as const };

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categoriesSchema } = await loadValidators();
  return api.get('/menu/categories', categoriesSchema, signal);
}
