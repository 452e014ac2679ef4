const number = new Intl.NumberFormat('ja-JP');

export const formatNumber = (value: number): string => number.format(value);
