import { ConfirmButton } from '../../components/ConfirmButton';
import { notify } from '../../layout/notifications';
import { useCallMutation } from '../../providers/useCall';
import { APPLY } from './renewal';

/**
 * 更新を申請する: asks for confirmation, then sends UpdateStatus once: a second click (a double
 * click on 申請する) sends nothing. The page then refetches the renewal and shows 申請済み. A
 * refusal is shown by the API client as a toast with the server's message, and may be retried.
 */
export function ApplyRenewalButton({ qualificationName }: { qualificationName: string }) {
  const apply = useCallMutation('UpdateStatus', {
    invalidates: ['GetMemberUpdatePersonal'],
    onSuccess: () => notify('資格更新の申請を受け付けました。', { type: 'success' }),
  });

  return (
    <ConfirmButton
      label="更新を申請する"
      variant="contained"
      title="資格更新の申請"
      content={`${qualificationName}の資格更新を申請します。よろしいですか？`}
      confirmLabel="申請する"
      busy={apply.isPending}
      onConfirm={() => apply.mutate(APPLY)}
    />
  );
}
