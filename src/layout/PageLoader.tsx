import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { PAGE_LOADER } from '../config/constants';
import { activity, trackActivity } from '../providers/activity';
import { useSignal } from '../providers/signal';

/**
 * The progress bar at the top (SPEC §9): it appears only when a page or a call takes longer than
 * 200 ms, so quick answers don't flash, and gives up after 5000 ms so it never spins forever.
 */
export function PageLoader() {
  const busy = useSignal(activity) > 0;
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'expired'>('waiting');

  useEffect(() => {
    if (!busy) return undefined;
    const show = setTimeout(() => setPhase('shown'), PAGE_LOADER.throttleMs);
    const giveUp = setTimeout(
      () => setPhase('expired'),
      PAGE_LOADER.throttleMs + PAGE_LOADER.durationMs,
    );
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
      setPhase('waiting');
    };
  }, [busy]);

  if (!busy || phase !== 'shown') return null;
  return (
    <LinearProgress
      aria-label="読み込み中"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
    />
  );
}

/** A Suspense fallback that counts as activity while a page chunk loads. */
export function LoadingFallback() {
  useEffect(() => {
    trackActivity(1);
    return () => trackActivity(-1);
  }, []);
  return null;
}
