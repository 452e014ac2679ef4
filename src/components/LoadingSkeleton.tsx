import Skeleton from '@mui/material/Skeleton';

/**
 * Grey rows standing in for content that is loading, as tall as what they stand for so nothing
 * below jumps when it arrives. An indeterminate progress bar to assistive technology, named by
 * what is loading (a plain div may not carry a name).
 */
export function LoadingSkeleton({ label, heights }: { label: string; heights: number[] }) {
  return (
    <div role="progressbar" aria-busy="true" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
