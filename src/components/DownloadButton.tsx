import DownloadIcon from '@mui/icons-material/Download';
import type { ButtonProps } from '@mui/material/Button';
import type { CallName } from '../api/contract';
import { isDocumentFile, saveDocument } from '../api/download';
import { FileButton } from './FileButton';

export interface DownloadButtonProps {
  /** A contract call answering with a document (SPEC §3). */
  call: CallName;
  params?: Record<string, unknown>;
  /** The file's label, e.g. 領収書: the error dialog is titled `<label>ダウンロード`. */
  label: string;
  /** The button's text; the label by default. */
  children?: string;
  /** Names the button for assistive technology when several share a text (e.g. one per row). */
  'aria-label'?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** Fetches a document and saves it under the server's file name (a FileButton). */
export function DownloadButton({
  call,
  params = {},
  label,
  children,
  ...rest
}: DownloadButtonProps) {
  return (
    <FileButton
      icon={<DownloadIcon />}
      errorTitle={`${label}ダウンロード`}
      save={async (dataProvider) => {
        const { data } = await dataProvider.call(call, params, { quiet: true });
        if (!isDocumentFile(data)) throw new Error('ファイルを受け取れませんでした。');
        saveDocument(data);
      }}
      {...rest}
    >
      {children ?? label}
    </FileButton>
  );
}
