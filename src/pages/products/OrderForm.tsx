import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FieldType } from '../../generator/defineResource';
import { formatYen } from '../../i18n/format';
import { normalizerOfType } from '../../generator/normalize';
import { usePostalFill } from '../../generator/usePostalFill';
import { draftErrors, orderDraft, type DraftField, type ProductOrderDraft } from './draft';
import { OrderTotal } from './OrderTotal';
import type { Product } from '../../api/products';

type Info = ProductOrderDraft['memberInfo'];

/** The delivery address, typed (全角/半角 normalised) as the member details' same items are. */
const ADDRESS_FIELDS: {
  field: keyof Info;
  label: string;
  autoComplete: string;
  type: FieldType;
}[] = [
  { field: 'name', label: 'お名前', autoComplete: 'name', type: 'text' },
  { field: 'postalCode', label: '郵便番号', autoComplete: 'postal-code', type: 'postalCode' },
  { field: 'address1', label: '住所', autoComplete: 'street-address', type: 'address' },
  { field: 'address2', label: '建物名・部屋番号', autoComplete: 'address-line2', type: 'address' },
];

const normalized = (type: FieldType, value: string) => normalizerOfType(type)?.(value) ?? value;

const normalizeInfo = (info: Info): Info => {
  const result = { ...info };
  for (const { field, type } of ADDRESS_FIELDS) result[field] = normalized(type, info[field]);
  return result;
};

/**
 * The order form: model, quantity (from 0) and the delivery address. Every change is kept in the
 * draft at once, so nothing typed is lost; 確認へ checks it and opens the confirmation page.
 */
export function OrderForm({ product, initial }: { product: Product; initial: ProductOrderDraft }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  // The draft as last changed: a postal fill lands after its lookup, later than the render it
  // was typed in.
  const latest = useRef(initial);
  const street = useRef<HTMLInputElement>(null);
  const postal = usePostalFill(initial.memberInfo.postalCode);
  const [checked, setChecked] = useState(false);
  const errors = checked ? draftErrors(draft, product) : {};

  const update = (next: ProductOrderDraft) => {
    latest.current = next;
    orderDraft.save(next);
    setDraft(next);
  };
  const setInfo = (changes: Partial<Info>) =>
    update({ ...latest.current, memberInfo: { ...latest.current.memberInfo, ...changes } });
  const change = (field: keyof Info, value: string) => {
    setInfo({ [field]: value });
    if (field !== 'postalCode') return;
    void postal.onCodeChange({
      text: value,
      addressLine: latest.current.memberInfo.address1,
      // This form's address line starts with the prefecture.
      fill: (address) =>
        setInfo({ address1: `${address.prefecture}${address.locality}`, address2: '' }),
      focusStreet: () => street.current?.focus(),
    });
  };
  /** A field's first error, else its note (what the postal code found), beneath it. */
  const fieldProps = (field: DraftField, note?: string) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ?? note ?? ' ',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Submitting with Enter leaves no field, so what blur normalises is normalised here too.
    const next = { ...draft, memberInfo: normalizeInfo(draft.memberInfo) };
    update(next);
    setChecked(true);
    if (Object.keys(draftErrors(next, product)).length === 0) navigate('/Products/OrderConfirm');
  };

  const limit = product.maxQuantity;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label="ご注文内容">
      <Typography>{product.description}</Typography>
      <Typography>
        価格 {formatYen(product.priceIncludingTax)}（税込、本体 {formatYen(product.price)}）
      </Typography>
      <TextField
        select
        label="種類"
        value={draft.productModel}
        onChange={(event) => update({ ...draft, productModel: event.target.value })}
        required
        {...fieldProps('productModel')}
      >
        {product.models.map((model) => (
          <MenuItem key={model.code} value={model.code} disabled={model.stock === 0}>
            {model.stock === 0 ? `${model.name}（品切れ）` : model.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="数量"
        type="number"
        value={String(draft.quantity)}
        onChange={(event) => {
          const quantity = Number.parseInt(event.target.value, 10);
          update({ ...draft, quantity: Number.isNaN(quantity) ? 0 : quantity });
        }}
        slotProps={{ htmlInput: { min: 0, max: limit, step: 1 } }}
        required
        {...fieldProps('quantity')}
      />
      <OrderTotal price={product.price} quantity={draft.quantity} />
      <Typography component="h3" variant="subtitle1" sx={{ pt: 1 }}>
        お届け先
      </Typography>
      {ADDRESS_FIELDS.map(({ field, label, autoComplete, type }) => (
        <TextField
          key={field}
          label={label}
          value={draft.memberInfo[field]}
          onChange={(event) => change(field, event.target.value)}
          onBlur={(event) => {
            const value = normalized(type, event.target.value);
            if (value !== event.target.value) setInfo({ [field]: value });
          }}
          inputRef={field === 'address1' ? street : undefined}
          required={field !== 'address2'}
          autoComplete={autoComplete}
          slotProps={field === 'postalCode' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
          {...fieldProps(field, field === 'postalCode' ? postal.message : undefined)}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/Products/ProductList" variant="outlined">
          商品一覧へ戻る
        </Button>
        <Button type="submit" variant="contained">
          確認へ
        </Button>
      </Stack>
    </Stack>
  );
}
