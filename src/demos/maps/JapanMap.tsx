import Box from '@mui/material/Box';
import type { KeyboardEvent, MouseEvent } from 'react';
import { JAPAN_MAP, shadeOf } from './japanMap';
import { PREFECTURES, type Prefecture } from './prefectures';

const byId = new Map(PREFECTURES.map((prefecture) => [prefecture.id, prefecture]));
const byCode = new Map(PREFECTURES.map((prefecture) => [String(prefecture.code), prefecture]));
const members = new Intl.NumberFormat('ja-JP');

export const prefectureLabel = (prefecture: Prefecture): string =>
  `${prefecture.name}（会員 ${members.format(prefecture.members)}人）`;

/**
 * An SVG map of Japan's 47 prefectures, shaded by member count. Each prefecture is a button:
 * named, focusable with Tab, chosen with a click, Enter or Space. Without `buttons` (on a phone,
 * where some prefectures are a few pixels across, far from a finger's 44) the map is a picture
 * that a tap still chooses from, and the page offers another control.
 */
export function JapanMap({
  selected,
  onSelect,
  buttons = true,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
  buttons?: boolean;
}) {
  const keyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  // One listener for the clicks and taps on all 47 prefectures.
  const choose = (event: MouseEvent) => {
    const path = (event.target as Element).closest('[data-prefecture]');
    const prefecture = byCode.get(path?.getAttribute('data-prefecture') ?? '');
    if (prefecture) onSelect(prefecture.id);
  };
  return (
    <Box
      component="svg"
      viewBox={JAPAN_MAP.viewBox}
      role={buttons ? 'group' : 'img'}
      aria-label="日本地図（都道府県別の会員数）"
      onClick={choose}
      sx={{
        width: '100%',
        maxHeight: 640,
        display: 'block',
        '& path': {
          stroke: '#fff',
          strokeWidth: 0.6,
          cursor: 'pointer',
          transition: 'fill 150ms',
        },
        '& path:hover': { fill: '#ffb74d' },
        '& path:focus-visible': { outline: 'none', stroke: '#e65100', strokeWidth: 2 },
        '& path[data-selected="true"]': { fill: '#ef6c00' },
      }}
    >
      {JAPAN_MAP.locations.map((location) => {
        const prefecture = byId.get(location.id);
        if (!prefecture) return null;
        const label = prefectureLabel(prefecture);
        return (
          <path
            key={location.id}
            d={location.path}
            fill={shadeOf(prefecture.members)}
            data-prefecture={prefecture.code}
            data-selected={selected === location.id}
            {...(buttons && {
              role: 'button',
              tabIndex: 0,
              'aria-label': label,
              'aria-pressed': selected === location.id,
              onKeyDown: keyDown(location.id),
            })}
          >
            <title>{label}</title>
          </path>
        );
      })}
    </Box>
  );
}
