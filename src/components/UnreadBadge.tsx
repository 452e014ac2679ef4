import Box from '@mui/material/Box';
import { useId } from 'react';
import { useUnreadApplications, type FlaggedKind } from './unreadApplications';

/** The sidebar entries (SPEC §2) whose application results carry an unread flag (SPEC §4). */
const FLAGGED_PATHS: Readonly<Record<string, FlaggedKind>> = {
  '/approved/tempAbsence': 'temporaryAbsence',
  '/approved/extension': 'extension',
  '/applications/withdrawal': 'withdrawal',
};

/**
 * The 未読 badge of a sidebar entry whose results carry a flag (null for the other entries). The
 * badge sits beside the link, not in it, and the link names it as its description: the link's
 * name stays the SPEC §2 label (what a voice-control user says, what the layout tests read), and
 * a screen reader still hears 未読 with it.
 */
export function useUnreadBadge(path: string, compact: boolean) {
  const id = useId();
  const kind = FLAGGED_PATHS[path];
  const unread = useUnreadApplications().some((item) => item.kind === kind);
  if (!kind) return null;
  // A flagged entry keeps its wrapper whether or not it has a badge: the link is not remounted
  // (nor its focus lost) when the flag goes up or down.
  if (!unread) return { id: undefined, badge: null };
  const badge = (
    <Box
      component="span"
      id={id}
      sx={{
        position: 'absolute',
        top: compact ? 2 : '50%',
        right: compact ? 2 : 12,
        transform: compact ? 'none' : 'translateY(-50%)',
        px: 0.75,
        borderRadius: 2,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.7rem',
        lineHeight: 1.6,
        pointerEvents: 'none',
      }}
    >
      未読
    </Box>
  );
  return { id, badge };
}
