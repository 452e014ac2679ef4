import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { JAPAN_MAP, shadeOf } from './japanMap';
import { PREFECTURES, type Prefecture } from './prefectures';

const byId = new Map(PREFECTURES.map((prefecture) => [prefecture.id, prefecture]));
const members = new Intl.NumberFormat('ja-JP');

export const prefectureLabel = (prefecture: Prefecture): string =>
  `${prefecture.name}（会員 ${members.format(prefecture.members)}人）`;

/**
 * An SVG map of Japan's 47 prefectures, shaded by member count. Each prefecture is a button:
 * named, focusable with Tab, chosen with a click, Enter or Space.
 */
export function JapanMap({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const keyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    <Box
      component="svg"
      viewBox={JAPAN_MAP.viewBox}
      role="group"
      aria-label="日本地図（都道府県別の会員数）"
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
        '& path[aria-pressed="true"]': { fill: '#ef6c00' },
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
            role="button"
            tabIndex={0}
            aria-label={label}
            aria-pressed={selected === location.id}
            data-prefecture={prefecture.code}
            onClick={() => onSelect(location.id)}
            onKeyDown={keyDown(location.id)}
          >
            <title>{label}</title>
          </path>
        );
      })}
    </Box>
  );
}
