import type { DigitalMembershipCard } from '../../api/applications';
import { saveDocument } from '../../api/download';
import { config } from '../../config/env';
import { cardLines } from '../../components/MembershipCard';

const WIDTH = 1012;
const HEIGHT = 638; // 85.6 × 54 mm at 300 dpi
const FONT = '"Hiragino Sans", "Noto Sans JP", "BIZ UDPGothic", "Yu Gothic", sans-serif';

function loadSvg(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const xml = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  return new Promise((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QRコードを画像にできませんでした'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
  });
}

/**
 * Saves the card as a PNG the size of a card at 300 dpi (to keep in the phone's photos, or to
 * print): the same lines as on screen, and the QR code drawn from the one on screen.
 */
export async function saveCardImage(card: DigitalMembershipCard, qr: SVGSVGElement): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('この端末では画像を作成できません');

  const background = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  background.addColorStop(0, '#e8f1fb');
  background.addColorStop(0.6, '#ffffff');
  background.addColorStop(1, '#dbe9f7');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, HEIGHT);

  context.fillStyle = '#0b2545';
  context.font = `bold 40px ${FONT}`;
  context.fillText(`${config.societyName} 会員証`, 40, 70);
  context.font = `26px ${FONT}`;
  context.fillText(card.nameKana, 40, 130);
  context.font = `bold 60px ${FONT}`;
  context.fillText(card.name, 40, 200);
  context.font = `26px ${FONT}`;
  cardLines(card).forEach(([label, value], index) => {
    const y = 260 + index * 44;
    context.font = `bold 26px ${FONT}`;
    context.fillText(label, 40, y);
    context.font = `26px ${FONT}`;
    context.fillText(value, 220, y, 480);
  });

  const size = 260;
  context.fillStyle = '#ffffff';
  context.fillRect(WIDTH - size - 60, HEIGHT - size - 60, size + 20, size + 20);
  context.drawImage(await loadSvg(qr), WIDTH - size - 50, HEIGHT - size - 50, size, size);

  const base64 = canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  saveDocument({
    base64,
    content_type: 'image/png',
    file_name: `会員証_${card.memberNo}.png`,
  });
}
