import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { leaseTermName } from '@vm/domain/lease-terms';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { errorMessage } from '../api/api-error';

/** What an operator picks for a group or a big order line: a booth of a venue and one of its lease terms. */
export interface BoothChoice {
  topPhysicalId: number | null;
  sellingResourceId: number | null;
  leaseTermTypeId: number | null;
}

export const EMPTY_BOOTH_CHOICE: BoothChoice = { topPhysicalId: null, sellingResourceId: null, leaseTermTypeId: null };

/** GET /api/fields/{id}: the venue's booths (the same answer the venue page reads). */
export function useVenueBooths(topPhysicalId: number | null) {
  return useQuery({
    queryKey: queryKeys.boothPicker(topPhysicalId),
    queryFn: ({ signal }): Promise<VenueDetail> =>
      typedApi.get('/fields/{top_physical_id}', { params: { top_physical_id: topPhysicalId! }, signal, onUnauthorized: 'silent' }),
    enabled: topPhysicalId !== null && topPhysicalId > 0,
    retry: false,
  });
}

/**
 * Venue id (the number in /fields/{id}) → booth → lease term. Enquiry-only booths are left out: they
 * have no price to order at.
 */
export function BoothPicker({
  value = EMPTY_BOOTH_CHOICE,
  onChange,
  testId,
}: {
  value?: BoothChoice;
  onChange?: (value: BoothChoice) => void;
  testId?: string;
}) {
  const venue = useVenueBooths(value.topPhysicalId);
  const booths = (venue.data?.selling_resources ?? []).filter((booth) => !booth.is_enquiry);
  const booth = booths.find((item) => item.id === value.sellingResourceId);
  // A venue with one booth (or a booth with one lease term) has nothing to choose: it is chosen.
  const only = booths.length === 1 ? booths[0] : undefined;
  useEffect(() => {
    if (only && value.sellingResourceId === null && value.topPhysicalId !== null) {
      onChange?.({ ...value, sellingResourceId: only.id, leaseTermTypeId: only.selling_price[0]?.lease_term_type_id ?? null });
    }
  }, [only, value, onChange]);
  return (
    <div data-testid={testId}>
      <Space wrap>
        <InputNumber<number>
          aria-label="场地ID"
          placeholder="场地ID"
          min={1}
          precision={0}
          style={{ width: 120 }}
          value={value.topPhysicalId}
          onChange={(id) => onChange?.({ topPhysicalId: id ?? null, sellingResourceId: null, leaseTermTypeId: null })}
        />
        <Select<number>
          aria-label="摊位规格"
          placeholder={venue.data ? '选择摊位规格' : '先输入场地ID'}
          style={{ width: 260 }}
          value={value.sellingResourceId ?? undefined}
          disabled={booths.length === 0}
          options={booths.map((item) => ({ value: item.id, label: `${item.physical_resource_name} · ${item.size}（共${item.count}个）` }))}
          onChange={(id) => {
            const picked = booths.find((item) => item.id === id);
            onChange?.({ ...value, sellingResourceId: id, leaseTermTypeId: picked?.selling_price[0]?.lease_term_type_id ?? null });
          }}
        />
        <Select<number>
          aria-label="订购周期"
          placeholder="订购周期"
          style={{ width: 140 }}
          value={value.leaseTermTypeId ?? undefined}
          disabled={!booth}
          options={(booth?.selling_price ?? []).map((price) => ({ value: price.lease_term_type_id, label: leaseTermName(price.lease_term_type_id) }))}
          onChange={(termId) => onChange?.({ ...value, leaseTermTypeId: termId })}
        />
      </Space>
      {venue.data && (
        <div style={{ marginTop: 4, color: 'var(--ink-3)', fontSize: 12 }}>
          {venue.data.community.name} · {venue.data.name}
        </div>
      )}
      {venue.isError && <div style={{ marginTop: 4, color: '#f53f3f', fontSize: 12 }}>{errorMessage(venue.error, '场地不存在')}</div>}
    </div>
  );
}
