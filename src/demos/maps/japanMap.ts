import japan from '@svg-maps/japan';

/** The shape of @svg-maps/japan (its own types point at a package we do not need). */
export interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}

/** Prefecture outlines of Japan (MapSVG, CC BY 4.0, via @svg-maps/japan). */
export const JAPAN_MAP: SvgMap = japan;

/** Shades of the member-count map, lightest first, and the lower bound of each. */
export const SHADES = [
  { from: 0, colour: '#e0f2f1' },
  { from: 100, colour: '#b2dfdb' },
  { from: 200, colour: '#80cbc4' },
  { from: 400, colour: '#26a69a' },
  { from: 700, colour: '#00796b' },
] as const;

export function shadeOf(members: number): string {
  return SHADES.findLast((shade) => members >= shade.from)?.colour ?? SHADES[0].colour;
}
