import Typography from '@mui/material/Typography';
import {
  evaluatePassword,
  type NewPasswordErrors,
  type NewPasswordValues,
  type PasswordPolicy,
} from '../../validation/passwordPolicy';
import { PasswordInput } from './PasswordInput';
import { PasswordRuleList } from './PasswordRuleList';

export interface NewPasswordFieldsProps {
  /** Input ids are `<inputId>(field)`, as the form's focus handling expects. */
  inputId: (field: keyof NewPasswordValues) => string;
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (field: keyof NewPasswordValues) => (value: string) => void;
  /** Null while unknown (or unavailable): the server still checks on saving. */
  policy: PasswordPolicy | null;
  /** The member's login ID, when known, so "not containing it" can tick too. */
  loginId?: string | null;
}

/** New password, its rules ticking as the member types, and the confirmation. */
export function NewPasswordFields({
  inputId,
  values,
  errors,
  onChange,
  policy,
  loginId,
}: NewPasswordFieldsProps) {
  const rulesId = `${inputId('newPassword')}-rules`;
  return (
    <>
      <PasswordInput
        id={inputId('newPassword')}
        name="newPassword"
        label="新しいパスワード"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={onChange('newPassword')}
        error={errors.newPassword}
        describedBy={policy ? rulesId : undefined}
      />
      {policy && (
        <>
          <PasswordRuleList
            id={rulesId}
            rules={evaluatePassword(values.newPassword, policy, { loginId })}
            password={values.newPassword}
          />
          {policy.validityDays > 0 && (
            <Typography variant="body2" color="text.secondary">
              {`パスワードの有効期間は${policy.validityDays}日です。`}
              {`期限の${policy.expiryNoticeDays}日前からお知らせします。`}
            </Typography>
          )}
        </>
      )}
      <PasswordInput
        id={inputId('confirmation')}
        name="confirmation"
        label="新しいパスワード（確認）"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={onChange('confirmation')}
        error={errors.confirmation}
      />
    </>
  );
}
