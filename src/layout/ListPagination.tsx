import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PAGINATION } from '../config/constants';
import { pageWindow } from './pageWindow';
import { usePhone } from './usePhone';

export interface PaginationState {
  page: number;
  perPage: number;
  total: number | undefined;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

/**
 * The pagination of every list (SPEC §2, §9): at most five page numbers, and a page size whose
 * change goes back to page 1.
 */
export function PaginationControls({ page, perPage, total, setPage, setPerPage }: PaginationState) {
  const selectId = useId();
  const phone = usePhone();
  if (!total) return null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  const go = (target: number) => () => setPage(target);

  return (
    <Stack
      component="nav"
      aria-label="ページ送り"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', p: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        全{total}件中 {from}〜{to}件
      </Typography>
      {/* On a narrow phone the buttons wrap onto a second line rather than widen the page. */}
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <IconButton aria-label="最初のページ" onClick={go(1)} disabled={page <= 1}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label="前のページ" onClick={go(page - 1)} disabled={page <= 1}>
          <NavigateBeforeIcon />
        </IconButton>
        {pageWindow(
          page,
          pageCount,
          phone ? PAGINATION.pageNumbersOnPhone : PAGINATION.pageNumbers,
        ).map((number) => (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'text'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`${number}ページ`}
            onClick={go(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ))}
        <IconButton aria-label="次のページ" onClick={go(page + 1)} disabled={page >= pageCount}>
          <NavigateNextIcon />
        </IconButton>
        <IconButton aria-label="最後のページ" onClick={go(pageCount)} disabled={page >= pageCount}>
          <LastPageIcon />
        </IconButton>
      </Stack>
      {/* The device's own picker (a phone's wheel), and no menu, popover or modal to load. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="label" htmlFor={selectId} variant="body2">
          表示件数
        </Typography>
        <Box
          component="select"
          id={selectId}
          value={perPage}
          onChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
          sx={{
            minHeight: 44,
            px: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'grey.500',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          {PAGINATION.perPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}件
            </option>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
