import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatYen } from '../../generator/format';
import { draftErrors, orderDraft, type DraftField, type ProductOrderDraft } from './draft';
import { OrderTotal } from './OrderTotal';
import type { Product } from '../../api/products';

type Info = ProductOrderDraft['memberInfo'];

const ADDRESS_FIELDS: { field: keyof Info; label: string; autoComplete: string }[] = [
  { field: 'name', label: 'お名前', autoComplete: 'name' },
  { field: 'postalCode', label: '郵便番号', autoComplete: 'postal-code' },
  { field: 'address1', label: '住所', autoComplete: 'street-address' },
  { field: 'address2', label: '建物名・部屋番号', autoComplete: 'address-line2' },
];

/**
 * The order form: model, quantity (from 0) and the delivery address. Every change is kept in the
 * draft at once, so nothing typed is lost; 確認へ checks it and opens the confirmation page.
 */
export function OrderForm({ product, initial }: { product: Product; initial: ProductOrderDraft }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const errors = checked ? draftErrors(draft, product) : {};

  const update = (next: ProductOrderDraft) => {
    orderDraft.save(next);
    setDraft(next);
  };
  const setInfo = (field: keyof Info, value: string) =>
    update({ ...draft, memberInfo: { ...draft.memberInfo, [field]: value } });
  const fieldProps = (field: DraftField) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftErrors(draft, product)).length === 0) navigate('/Products/OrderConfirm');
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
      {ADDRESS_FIELDS.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          label={label}
          value={draft.memberInfo[field]}
          onChange={(event) => setInfo(field, event.target.value)}
          required={field !== 'address2'}
          autoComplete={autoComplete}
          {...fieldProps(field)}
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
