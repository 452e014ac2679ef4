import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-admin';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ApplicationKind } from '../../api/applications';
import { ApiError } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmButton';
import { notify } from '../../providers/notifications';
import { draftStore, useFormDraft, type DraftStore } from '../../providers/drafts';
import { useCallMutation } from '../../providers/useCall';
import { APPLICATION_KINDS } from './status';

interface ApplicationFormProps<V extends FieldValues> {
  /** What is applied for: its call, its draft and the words of the dialog and the notice. */
  kind: ApplicationKind;
  defaults: V;
  /** Fields left out of the draft (files: too large for sessionStorage). */
  notInDraft?: readonly (keyof V & string)[];
  toBody: (values: V) => Record<string, unknown>;
  /** What the dialog asks the member to confirm. */
  confirmText: ReactNode;
  /** The member may not apply yet (the page says why above): the form shows, nothing is sent. */
  disabled?: boolean;
  children: ReactNode;
}

// One object for good: react-admin resets the form whenever this option changes identity.
const RESET_OPTIONS = { keepErrors: true };

function DraftAutosave<V extends FieldValues>({
  draft,
  notInDraft,
}: { draft: DraftStore<V> } & Pick<ApplicationFormProps<V>, 'notInDraft'>) {
  useFormDraft(draft, notInDraft);
  return null;
}

/**
 * The form of an application: checked as typed, confirmed in a dialog, then sent once (a double
 * click or a second confirmation sends nothing; only a failed application may be sent again).
 * The server's field messages show under the fields; a refusal shows with its reason.
 */
export function ApplicationForm<V extends FieldValues>({
  kind,
  defaults,
  notInDraft,
  toBody,
  confirmText,
  disabled = false,
  children,
}: ApplicationFormProps<V>) {
  const { subject, applyCall, detailCall } = APPLICATION_KINDS[kind];
  // The form in progress, kept through a reload or a new sign-in after a 401.
  const [draft] = useState(() => draftStore<V>(`${kind}Draft`));
  const [initial] = useState<V>(() => ({ ...defaults, ...draft.load() }));
  const [pending, setPending] = useState<V | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const apply = useCallMutation(applyCall, {
    quiet: true,
    invalidates: [detailCall, 'GetListUnreadApplication'],
    onSuccess: () => {
      draft.clear();
      notify(`${subject}申請を受け付けました。`, { type: 'success' });
    },
    onError: (error) => {
      if (!(error instanceof ApiError))
        return setRefusal(new ApiError(String(error), { kind: 'network', status: 0 }));
      // A 401 opens the session dialog; the draft brings the member back to this form.
      if (error.isUnauthorized) return;
      if (error.validationErrors.length > 0) setServerErrors(error.fieldErrors());
      else setRefusal(error);
    },
  });
  const errors = useMemo<FieldErrors>(
    () =>
      Object.fromEntries(
        Object.entries(serverErrors).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      ),
    [serverErrors],
  );

  const send = () => {
    if (!pending) return;
    const values = pending;
    setPending(null);
    setRefusal(null);
    setServerErrors({});
    apply.mutate(toBody(values));
  };

  return (
    <Form
      record={initial}
      onSubmit={(values: FieldValues) => {
        if (!disabled) setPending(values as V);
      }}
      mode="onBlur"
      errors={errors}
      resetOptions={RESET_OPTIONS}
      noValidate
    >
      <DraftAutosave draft={draft} notInDraft={notInDraft} />
      <Stack spacing={2}>
        {children}
        {refusal && (
          <Alert severity="error" role="alert">
            <AlertTitle>{refusal.message}</AlertTitle>
            {refusal.details}
          </Alert>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={apply.isPending || disabled}
            aria-busy={apply.isPending}
          >
            確認して申請する
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={`${subject}申請`}
        content={confirmText}
        confirmLabel="申請する"
        busy={apply.isPending}
        onConfirm={send}
        onClose={() => setPending(null)}
      />
    </Form>
  );
}
