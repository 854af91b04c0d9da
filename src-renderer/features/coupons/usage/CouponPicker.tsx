import { Select } from '@mantine/core';
import { ja } from '@shared/messages';
import { useAllCoupons } from '../useCoupons';

interface CouponPickerProps {
  subdomain: string;
  value: string;
  onChange: (couponId: string) => void;
}

/** A searchable select of the coupons the user may see ('' for all of them). */
export function CouponPicker({ subdomain, value, onChange }: CouponPickerProps) {
  const coupons = useAllCoupons(subdomain);
  const options = (coupons.data?.data ?? []).map((coupon) => ({
    value: String(coupon.id),
    label: coupon.name,
  }));
  return (
    <Select
      label={ja.couponUsage.filters.coupon}
      data={[{ value: '', label: ja.couponUsage.filters.any }, ...options]}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={ja.errors.noMatchingData}
      w={260}
    />
  );
}
