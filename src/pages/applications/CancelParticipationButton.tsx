import { CANCELLED_PARTICIPATION } from '../../../resources/shared/participations';
import type { CallName } from '../../api/contract';
import type { Participation } from '../../api/events';
import { ConfirmButton } from '../../components/ConfirmButton';
import { notify } from '../../providers/notifications';
import { useCallMutation } from '../../providers/useCall';

/**
 * Cancels one participation after asking (UpdateParticipant, as the participation list does),
 * from a form that lists what stands in its way; `invalidates` names the lists it leaves stale.
 */
export function CancelParticipationButton({
  item,
  label,
  invalidates,
  size,
}: {
  item: Participation;
  label: string;
  invalidates: readonly CallName[];
  size?: 'small';
}) {
  const cancel = useCallMutation('UpdateParticipant', {
    invalidates,
    onSuccess: () => notify('参加申込をキャンセルしました。', { type: 'success' }),
  });
  return (
    <ConfirmButton
      label={label}
      aria-label={`${label}（${item.eventTitle}）`}
      size={size}
      variant="outlined"
      color="error"
      title="参加申込のキャンセル"
      content={`${item.eventTitle}の参加申込をキャンセルします。よろしいですか？`}
      confirmLabel="キャンセルする"
      cancelLabel="戻る"
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate({ id: item.id, status: CANCELLED_PARTICIPATION })}
    />
  );
}
