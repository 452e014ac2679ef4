import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallQuery } from '../../providers/useCall';
import { Pending } from '../../components/Section';

/** The transfer's sender name as the secretariat matches it: member number first. */
export interface Remitter {
  memberNo: string;
  nameKana: string;
}

/**
 * 銀行振込でのお支払い: the society's account, and how to name the transfer so the secretariat
 * can match it to the member.
 */
export function BankTransfer({ remitter }: { remitter: Remitter | undefined }) {
  const { data, error } = useCallQuery('GetSystemBankInfo');
  if (!data) return <Pending error={error} what="振込先" />;
  const bank = data.data;
  const rows: [string, string][] = [
    ['金融機関', `${bank.bankName}（${bank.bankCode}）`],
    ['支店', `${bank.branchName}（${bank.branchCode}）`],
    ['口座種別', bank.accountType],
    ['口座番号', bank.accountNumber],
    ['口座名義', bank.accountHolderKana],
    ['口座名義（漢字）', bank.accountHolder],
  ];
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        クレジットカードのほか、下記の口座へのお振込みでもお支払いいただけます。
      </Typography>
      <Box
        component="dl"
        // On a phone each name sits over its value, which then has the full width to itself.
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 'bold' }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 1 }}>
        振込依頼人名は、必ず会員番号（7桁）から始めてください。会員番号がないと、お振込みを確認できません。
        {remitter && `（例：${remitter.memberNo} ${remitter.nameKana}）`}
        振込手数料はご負担ください。
      </Alert>
    </>
  );
}
