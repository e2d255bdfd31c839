import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { QueryFallback } from '../../ui/QueryFallback';
import { RecipeEditor } from './RecipeEditor';
import { fetchOptionLines, saveOptionLines, stockKeys } from './stock.api';

/**
 * An extras option's own ingredient lines (issue 17): what one of the option takes from stock when a
 * sale closes. One set of lines for every size: the option belongs to a group that many products with
 * sizes of their own may offer, so there is no single list of sizes to choose from.
 */
export function OptionLinesPanel({ optionId }: { optionId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lines = useQuery({
    queryKey: stockKeys.optionLines(optionId),
    queryFn: () => fetchOptionLines(optionId),
    // The editor starts from what the server holds now, not from an earlier visit's copy.
    staleTime: 0,
    gcTime: 0,
  });
  if (!lines.isSuccess) return <QueryFallback query={lines} title={t('stock.notice.loadError')} />;
  return (
    <RecipeEditor
      key={lines.dataUpdatedAt}
      owner="option"
      saved={lines.data}
      sizes={[]}
      save={(edit) => saveOptionLines(optionId, edit)}
      onSaved={(saved) => client.setQueryData(stockKeys.optionLines(optionId), saved)}
    />
  );
}
