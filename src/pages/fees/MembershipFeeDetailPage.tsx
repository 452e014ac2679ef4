import Stack from '@mui/material/Stack';
import { EmbeddedLists } from '../../generator/EmbeddedLists';
import { useCallQuery } from '../../providers/useCall';
import { BankTransfer } from './BankTransfer';
import { Section } from '../../components/Section';
import { FiscalYearFees } from './FiscalYearFees';
import { UnpaidFees } from './UnpaidFees';

/**
 * 会費支払明細 (/MembershipFeeDetail): what is unpaid and the way to pay it, the paid fees with
 * their receipts, the fiscal year and fee table, and the account for bank transfers.
 */
export default function MembershipFeeDetailPage() {
  const target = useCallQuery('GetMembershipFeePaymentTargetFiscalYear');
  const fiscalYear = target.data?.data.fiscalYear;
  const management = useCallQuery(
    'GetMembershipFeeManagement',
    fiscalYear === undefined ? null : { fiscalYear },
  );
  const invoiced = management.data?.data;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Section title="未払いの会費">
        <UnpaidFees />
      </Section>
      <Section title="支払済みの会費">
        <EmbeddedLists />
      </Section>
      <Section title="年度と会費額">
        <FiscalYearFees
          management={invoiced}
          target={target.data?.data}
          error={target.error ?? management.error}
        />
      </Section>
      <Section title="銀行振込でのお支払い">
        <BankTransfer
          remitter={invoiced && { memberNo: invoiced.memberNo, nameKana: invoiced.memberNameKana }}
        />
      </Section>
    </Stack>
  );
}
