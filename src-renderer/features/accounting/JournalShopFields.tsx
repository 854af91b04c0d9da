import { Group, MultiSelect, Radio, Stack } from '@mantine/core';
import { JOURNAL_MAX_SHOPS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { useShopChoices } from '../../components/shops/useShopChoices';

const labels = ja.accounting.exportPage;

/** Every shop (the default), or up to JOURNAL_MAX_SHOPS picked by name or code. */
export function JournalShopFields({
  subdomain,
  shopIds,
  error,
  onChange,
}: {
  subdomain: string;
  shopIds: string[] | null;
  error?: string;
  onChange: (shopIds: string[] | null) => void;
}) {
  const shops = useShopChoices(subdomain);
  return (
    <Stack gap={6}>
      <Radio.Group
        label={labels.shops}
        value={shopIds === null ? 'all' : 'pick'}
        onChange={(value) => onChange(value === 'all' ? null : [])}
      >
        <Group gap="lg" mt={4}>
          <Radio value="all" label={labels.allShops} />
          <Radio value="pick" label={labels.pickShops} data-testid="journal-pick-shops" />
        </Group>
      </Radio.Group>
      {shopIds !== null && (
        <MultiSelect
          aria-label={labels.shops}
          data={shops.data ?? []}
          value={shopIds}
          onChange={onChange}
          placeholder={labels.shopsPlaceholder}
          description={formatMessage(labels.shopsHint, { max: JOURNAL_MAX_SHOPS })}
          maxValues={JOURNAL_MAX_SHOPS}
          searchable
          clearable
          nothingFoundMessage={ja.errors.noMatchingData}
          error={error}
          maw={640}
          data-testid="journal-shops"
        />
      )}
    </Stack>
  );
}
