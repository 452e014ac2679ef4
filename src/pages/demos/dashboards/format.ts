const number = new Intl.NumberFormat('ja-JP');
const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

export const formatNumber = (value: number): string => number.format(value);
export const formatYenAmount = (value: number): string => yen.format(value);
