import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useEvent, useListContext } from 'ra-core';
import { useEffect, useId, useRef, useState } from 'react';
import type { CallName } from '../api/contract';
import type { Choice, FilterDefinition } from './defineResource';
import { isEmptyFilter, withoutEmpty } from './filterValues';
import { useLookup } from './lookup';

/** How long typing in a search box waits before the list asks again. */
const SEARCH_DELAY_MS = 500;

type Values = Record<string, unknown>;

/**
 * The filters emptied with `source`: those depending on it, and on them in turn (the schema has
 * a filter depend only on one listed before it, so one pass finds them all).
 */
function dependents(filters: readonly FilterDefinition[], source: string): string[] {
  const emptied = new Set([source]);
  for (const filter of filters) {
    if (filter.dependsOn && emptied.has(filter.dependsOn.filter)) emptied.add(filter.source);
  }
  emptied.delete(source);
  return [...emptied];
}

/**
 * The list's filter values as the member sets them: a choice or a cleared box applies at once,
 * typing once the member pauses or presses Enter; a change to a filter empties those depending on
 * it. Values the list takes from elsewhere (its remembered request, a link's filters) replace
 * what is shown.
 */
function useFilterValues(filters: readonly FilterDefinition[]) {
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<Values>(filterValues);
  const sent = useRef(JSON.stringify(withoutEmpty(filterValues)));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The list's setter of the moment it runs: one kept from the render of the typing would put
  // back a sort or a page size changed while the member paused.
  const apply = useEvent((next: Values) => {
    clearTimeout(timer.current);
    const set = withoutEmpty(next);
    sent.current = JSON.stringify(set);
    setFilters(set);
  });
  const applied = JSON.stringify(withoutEmpty(filterValues));
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    clearTimeout(timer.current);
    setValues(JSON.parse(applied) as Values);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (source: string, value: unknown, { wait = false } = {}) => {
    const next = { ...values, [source]: value };
    for (const emptied of dependents(filters, source)) next[emptied] = '';
    setValues(next);
    clearTimeout(timer.current);
    if (wait) timer.current = setTimeout(() => apply(next), SEARCH_DELAY_MS);
    else apply(next);
  };
  return { values, change, applyNow: () => apply(values) };
}

function SearchFilter({
  filter,
  value,
  onType,
  onClear,
  onEnter,
}: {
  filter: FilterDefinition;
  value: string;
  onType: (value: string) => void;
  onClear: () => void;
  onEnter: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormControl
      size="small"
      // Wide enough for its whole label (キーワード（氏名・フリガナ・勤務先など）) beside the icon.
      sx={{ width: `calc(${filter.label.length}em + 4rem)`, maxWidth: '100%' }}
    >
      <InputLabel htmlFor={id}>{filter.label}</InputLabel>
      <OutlinedInput
        id={id}
        inputRef={input}
        label={filter.label}
        value={value}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onEnter();
        }}
        endAdornment={
          <InputAdornment position="end">
            {value ? (
              <IconButton
                aria-label={`${filter.label}を空にする`}
                edge="end"
                size="small"
                // The box keeps the focus: the button goes once the box is empty.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onClear();
                  input.current?.focus();
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            ) : (
              <SearchIcon color="disabled" />
            )}
          </InputAdornment>
        }
      />
    </FormControl>
  );
}

const asChoiceId = (value: unknown): Choice['id'] | '' =>
  typeof value === 'string' || typeof value === 'number' ? value : '';

/**
 * A select of the filter's choices after すべて. A value not among them (a remembered one whose
 * choices are on their way, or one no longer offered) is shown as it is, so the member sees why
 * the rows are narrowed and can choose すべて.
 */
function SelectFilter({
  filter,
  choices,
  value,
  onChange,
  disabled = false,
  pending = false,
}: {
  filter: FilterDefinition;
  choices: readonly Choice[];
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  pending?: boolean;
}) {
  const labelId = useId();
  const chosen = asChoiceId(value);
  const unknown = chosen !== '' && !choices.some((choice) => choice.id === chosen);
  return (
    <FormControl size="small" disabled={disabled || (unknown && pending)} sx={{ minWidth: '10em' }}>
      <InputLabel id={labelId}>{filter.label}</InputLabel>
      <Select<Choice['id'] | ''>
        labelId={labelId}
        label={filter.label}
        value={chosen}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">すべて</MenuItem>
        {unknown && <MenuItem value={chosen}>{pending ? '読み込み中…' : String(chosen)}</MenuItem>}
        {choices.map((choice) => (
          <MenuItem key={String(choice.id)} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** A select over a lookup call's items, asked with `params`. */
function LookupFilter({
  filter,
  lookup,
  params,
  value,
  onChange,
}: {
  filter: FilterDefinition;
  lookup: CallName;
  params?: Readonly<Record<string, string>>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { choices, isPending } = useLookup(lookup, params);
  return (
    <SelectFilter
      filter={filter}
      choices={choices}
      value={value}
      onChange={onChange}
      pending={isPending}
    />
  );
}

/**
 * A list's filters from its resource file: a search box, a select of fixed choices, or a select
 * over a lookup call (テーマ waiting for 分類). In a row that wraps, or one a line on a phone.
 */
export function ListFilters({
  filters,
  stacked = false,
}: {
  filters: readonly FilterDefinition[];
  stacked?: boolean;
}) {
  const { values, change, applyNow } = useFilterValues(filters);
  return (
    <Box
      role="search"
      aria-label="絞り込み"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 2,
        pt: 2,
        pb: 1,
        ...(stacked && { flexDirection: 'column', alignItems: 'stretch', px: 1, pt: 1 }),
        ...(stacked && { '& .MuiFormControl-root': { width: '100%' } }),
      }}
    >
      {filters.map((filter) => {
        const value = values[filter.source];
        if (filter.type === 'search') {
          return (
            <SearchFilter
              key={filter.source}
              filter={filter}
              value={isEmptyFilter(value) ? '' : String(value)}
              onType={(text) => change(filter.source, text, { wait: true })}
              onClear={() => change(filter.source, '')}
              onEnter={applyNow}
            />
          );
        }
        const onChange = (chosen: unknown) => change(filter.source, chosen);
        const { lookup, dependsOn } = filter;
        if (filter.type === 'lookup' && lookup) {
          // A lookup narrowed by another filter (テーマ by 分類) is off, asking nothing, until
          // that filter has a value, then asked under it.
          const parent = dependsOn ? values[dependsOn.filter] : undefined;
          if (dependsOn && isEmptyFilter(parent)) {
            return (
              <SelectFilter
                key={filter.source}
                filter={filter}
                choices={[]}
                value=""
                onChange={onChange}
                disabled
              />
            );
          }
          return (
            <LookupFilter
              key={filter.source}
              filter={filter}
              lookup={lookup}
              params={
                dependsOn
                  ? { ...filter.lookupParams, [dependsOn.param]: String(parent) }
                  : filter.lookupParams
              }
              value={value}
              onChange={onChange}
            />
          );
        }
        return (
          <SelectFilter
            key={filter.source}
            filter={filter}
            choices={filter.choices ?? []}
            value={value}
            onChange={onChange}
          />
        );
      })}
    </Box>
  );
}
