import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Asks for the admission fee while it is outstanding (SPEC §1): until then paid pages stay shut. */
export function AdmissionFeeNotice() {
  const titleId = useId();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      action={
        <Button
          component={RouterLink}
          to="/MembershipFeeDetail"
          color="inherit"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap' }}
        >
          入会金を支払う
        </Button>
      }
    >
      <AlertTitle id={titleId} component="h2">
        入会金のお支払いのお願い
      </AlertTitle>
      入会金のお支払いが確認できていません。お支払いが済むと、学会・セミナーへの申込、デジタル会員証、資格更新などすべての機能をご利用いただけます。
    </Alert>
  );
}
