import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { notify } from '../../layout/notifications';
import { useCallMutation, useCallQuery, usePortalDataProvider } from '../../providers/useCall';
import { useSingleFlight } from '../../providers/useSingleFlight';
import { newPasswordErrors, type PasswordPolicy } from '../../validation/passwordPolicy';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';
import { PasswordInput } from '../../components/password/PasswordInput';
import {
  serverFieldErrors,
  usePasswordForm,
  type FieldErrors,
} from '../../components/password/usePasswordForm';

const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;
type Field = (typeof FIELDS)[number];

const MESSAGES = {
  currentRequired: '現在のパスワードを入力してください',
  sameAsCurrent: '現在のパスワードと異なるパスワードを入力してください',
  policyUnavailable: 'パスワードの条件を取得できませんでした。条件は変更時に確認します。',
  changed: 'パスワードを変更しました。',
} as const;

function validate(
  values: Record<Field, string>,
  policy: PasswordPolicy | null,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = newPasswordErrors(values, policy);
  if (values.currentPassword === '') errors.currentPassword = MESSAGES.currentRequired;
  else if (!errors.newPassword && values.newPassword === values.currentPassword) {
    errors.newPassword = MESSAGES.sameAsCurrent;
  }
  return errors;
}

/**
 * The signed-in member's password change: the current password (checked by
 * VerifyCurrentPassword, its message under the field), the new one against the policy, then
 * UpdateMemberPassword. Success is a toast and an empty form; `onChanged` says what comes next.
 */
export function ChangePasswordForm({
  submitLabel = 'パスワードを変更する',
  onChanged,
}: {
  submitLabel?: string;
  onChanged?: () => void;
}) {
  const form = usePasswordForm('change-password', FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const dataProvider = usePortalDataProvider();
  const policyQuery = useCallQuery('GetDetailPasswordPolicy');
  const policy = policyQuery.data?.data ?? null;
  const update = useCallMutation('UpdateMemberPassword', {
    invalidates: ['CheckPasswordValidPeriod'],
    quiet: true,
    // The form empties after a change and may be used again.
    repeatable: true,
  });

  /** A refusal: under its field when the server names one, else above the form. */
  const showFailure = (error: unknown, field?: Field) => {
    const fields = serverFieldErrors(error, FIELDS);
    const business = error instanceof ApiError && error.kind === 'http' && error.status === 500;
    if (field && business) fields[field] = error.message;
    if (form.showErrors(fields)) return;
    // A 401 is the session dialog's to tell.
    if (error instanceof ApiError && error.isUnauthorized) return;
    const details = error instanceof ApiError && error.details ? `\n${error.details}` : '';
    setFailure(`${error instanceof Error ? error.message : String(error)}${details}`);
  };

  const change = useSingleFlight(
    async ({ currentPassword, newPassword }: Record<Field, string>) => {
      try {
        await dataProvider.call('VerifyCurrentPassword', { currentPassword }, { quiet: true });
      } catch (error) {
        showFailure(error, 'currentPassword');
        return;
      }
      try {
        await update.mutateAsync({ currentPassword, newPassword });
      } catch (error) {
        showFailure(error);
        return;
      }
      notify(MESSAGES.changed, { type: 'success' });
      form.reset();
      onChanged?.();
    },
  );
  const submitting = change.pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (form.showErrors(validate(form.values, policy))) return;
    void change.run(form.values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="パスワードの変更">
      <Stack spacing={2} key={form.generation}>
        {failure && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        {policyQuery.isError && <Alert severity="warning">{MESSAGES.policyUnavailable}</Alert>}
        <PasswordInput
          id={form.inputId('currentPassword')}
          name="currentPassword"
          label="現在のパスワード"
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={form.change('currentPassword')}
          error={form.errors.currentPassword}
        />
        <NewPasswordFields
          inputId={form.inputId}
          values={form.values}
          errors={form.errors}
          onChange={form.change}
          policy={policy}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {submitting ? '変更中…' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
