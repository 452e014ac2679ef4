import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import type { DigitalMembershipCard } from '../api/applications';
import { config } from '../config/env';
import { formatDate } from '../i18n/format';
import { PHONE_WIDTH } from '../config/constants';

export const CARD_ELEMENT_ID = 'digital-membership-card';

/**
 * A phone's screen (MUI's `sm`), and only a screen: the printed card keeps the card's layout. A
 * card the width of a phone would have 9 px text and a QR code too small to scan well.
 */
const PHONE_SCREEN = `@media screen and ${PHONE_WIDTH}`;

/** Text sized with the card (1cqw is 1% of its width), or fixed on a phone. */
const fontSize = (onCard: string, onPhone: string) => ({
  fontSize: onCard,
  [PHONE_SCREEN]: { fontSize: onPhone },
});

/** The lines of the card, in order: what the screen, the print and the saved image show. */
export function cardLines(card: DigitalMembershipCard): [label: string, value: string][] {
  const lines: [string, string][] = [
    ['会員番号', card.memberNo],
    ['会員種別', card.membershipClass],
    ['有効期限', formatDate(card.validUntil)],
  ];
  if (card.qualification) {
    lines.push(
      ['資格', `${card.qualification.name}（${card.qualification.certificationNo}）`],
      ['資格有効期限', formatDate(card.qualification.expiryDate)],
    );
  }
  lines.push(['発行日', formatDate(card.issuedOn)]);
  return lines;
}

/**
 * The card itself, credit-card proportioned (85.6 × 54 mm when printed): the society, the
 * member, and a QR code of the signed payload a venue's reader verifies.
 */
export function MembershipCard({
  card,
  qrRef,
}: {
  card: DigitalMembershipCard;
  qrRef?: Ref<SVGSVGElement>;
}) {
  return (
    <Box
      id={CARD_ELEMENT_ID}
      component="section"
      aria-label="デジタル会員証"
      sx={{
        width: '100%',
        maxWidth: 540,
        aspectRatio: '85.6 / 54',
        borderRadius: 3,
        p: 2,
        color: '#0b2545',
        background: 'linear-gradient(135deg, #e8f1fb 0%, #ffffff 60%, #dbe9f7 100%)',
        border: '1px solid #9bb8d8',
        boxShadow: 2,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gridTemplateRows: 'auto 1fr',
        columnGap: 2,
        containerType: 'inline-size',
        // On a phone the QR code goes under the lines, large enough for a venue's reader.
        [PHONE_SCREEN]: { aspectRatio: 'auto', gridTemplateColumns: '1fr' },
      }}
    >
      <Typography
        component="p"
        sx={{ gridColumn: '1 / -1', fontWeight: 'bold', ...fontSize('4cqw', '1rem') }}
      >
        {config.societyName} 会員証
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={fontSize('2.8cqw', '0.75rem')}>
          {card.nameKana}
        </Typography>
        <Typography
          component="p"
          sx={{ fontWeight: 'bold', lineHeight: 1.2, ...fontSize('6cqw', '1.5rem') }}
        >
          {card.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            ...fontSize('2.8cqw', '0.875rem'),
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1,
          }}
        >
          {cardLines(card).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 'bold' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          alignSelf: 'end',
          width: '28cqw',
          bgcolor: '#fff',
          p: '1cqw',
          [PHONE_SCREEN]: { width: '60%', justifySelf: 'center', mt: 2 },
        }}
      >
        <QRCodeSVG
          ref={qrRef}
          value={card.verificationPayload}
          level="M"
          size={256}
          title="会員証の確認用QRコード"
          role="img"
          aria-label="会員証の確認用QRコード"
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      </Box>
    </Box>
  );
}
