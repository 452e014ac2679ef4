import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { qrDetector } from '../venue/qrDetector';

/** How often a frame is looked at, and how soon the same code counts again. */
const FRAME_INTERVAL_MS = 250;
const SAME_CODE_PAUSE_MS = 3000;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') {
    return 'カメラの使用が許可されていません。ブラウザの設定でこのサイトにカメラを許可してください。';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'この端末にカメラが見つかりません。QRコードの内容を入力してください。';
  }
  return 'カメラを起動できませんでした。QRコードの内容を入力してください。';
}

/**
 * The device camera as a QR reader: the back camera where there is one, each code handed to
 * `onCode` once (the same code again only after a pause, so a card held in view is read once).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => Promise<unknown> }) {
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, without restarting the camera when the page's choices change.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let last = { code: '', at: 0 };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        throw new DOMException('no camera API', 'NotFoundError');
      }
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      const detector = await qrDetector();
      const look = async () => {
        if (stopped) return;
        try {
          const [found] = await detector.detect(element).catch(() => []);
          const now = Date.now();
          if (found && (found.rawValue !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code: found.rawValue, at: now };
            await handler.current(found.rawValue);
          }
        } catch {
          // Whatever one frame or one code does, the door keeps reading: the page shows the
          // answer, and the next frame comes regardless.
        } finally {
          if (!stopped) timer = window.setTimeout(() => void look(), FRAME_INTERVAL_MS);
        }
      };
      await look();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      setProblem(cameraProblem(error));
      setActive(false);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active]);

  return (
    <Box>
      <Button
        variant={active ? 'outlined' : 'contained'}
        size="large"
        fullWidth
        startIcon={active ? <StopIcon /> : <PhotoCameraIcon />}
        onClick={() => {
          setProblem(null);
          setActive((on) => !on);
        }}
        sx={{ minHeight: 56 }}
      >
        {active ? 'カメラを止める' : 'カメラで読み取る'}
      </Button>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {active && (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label="カメラの映像（QRコードを枠に入れてください）"
          sx={{
            display: 'block',
            mt: 1,
            width: '100%',
            maxHeight: '50vh',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'common.black',
          }}
        />
      )}
    </Box>
  );
}
