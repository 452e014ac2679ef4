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
import { useListContext } from 'ra-core';
import { useEffect, useId, useRef, useState } from 'react';
import type { CallName } from '../api/contract';
import type { Choice, FilterDefinition } from './defineResource';
import { useLookup } from './lookup';

/** How long typing in a search box waits before the list asks again. */
const SEARCH_DELAY_MS = 500;

type Values = Record<string, unknown>;

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

const withoutEmpty = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));

/** The filters emptied with `source`: those depending on it, and on them in turn. */
function dependents(filters: readonly FilterDefinition[], source: string): string[] {
  const emptied = new Set([source]);
  for (const filter of filters) {
    if (filter.dependsOn && emptied.has(filter.dependsOn.filter)) emptied.add(filter.source);
  }
  emptied.delete(source);
  return [...emptied];
}

/**
 * The list's filter values as the member sets them: a choice applies at once, typing once the
 * member pauses; a change to a filter empties those depending on it. Values the list takes from
 * elsewhere (its remembered request, a link's filters) replace what is shown.
 */
function useFilterValues(filters: readonly FilterDefinition[]) {
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<Values>(filterValues);
  const sent = useRef(JSON.stringify(withoutEmpty(filterValues)));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const applied = JSON.stringify(withoutEmpty(filterValues));
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    clearTimeout(timer.current);
    setValues(JSON.parse(applied) as Values);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (source: string, value: unknown, typed: boolean) => {
    const next = { ...values, [source]: value };
    for (const emptied of dependents(filters, source)) next[emptied] = '';
    setValues(next);
    const send = () => {
      sent.current = JSON.stringify(withoutEmpty(next));
      setFilters(withoutEmpty(next));
    };
    clearTimeout(timer.current);
    if (typed) timer.current = setTimeout(send, SEARCH_DELAY_MS);
    else send();
  };
  return { values, change };
}

function SearchFilter({
  filter,
  value,
  onChange,
}: {
  filter: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl
      size="small"
      // Wide enough for its whole label (キーワード（氏名・フリガナ・勤務先など）) beside the icon.
      sx={{ width: `calc(${filter.label.length}em + 4rem)`, maxWidth: '100%' }}
    >
      <InputLabel htmlFor={id}>{filter.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={filter.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={
          <InputAdornment position="end">
            {value ? (
              <IconButton
                aria-label={`${filter.label}を空にする`}
                edge="end"
                size="small"
                onClick={() => onChange('')}
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

function SelectFilter({
  filter,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  filter: FilterDefinition;
  choices: readonly Choice[];
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  // Until its choices are in, a remembered value shows as no choice rather than an unknown one.
  const known = choices.find((choice) => choice.id === value)?.id ?? '';
  return (
    <FormControl size="small" disabled={disabled} sx={{ minWidth: '10em' }}>
      <InputLabel id={labelId}>{filter.label}</InputLabel>
      <Select<Choice['id'] | ''>
        labelId={labelId}
        label={filter.label}
        value={known}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">すべて</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={String(choice.id)} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** A select over a lookup call's items. */
function LookupFilter({
  filter,
  params,
  value,
  onChange,
}: {
  filter: FilterDefinition & { lookup: CallName };
  params?: Readonly<Record<string, string>>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { choices } = useLookup(filter.lookup, params);
  return <SelectFilter filter={filter} choices={choices} value={value} onChange={onChange} />;
}

/**
 * A lookup narrowed by the filter it depends on (テーマ by 分類): off, asking nothing, until that
 * filter has a value, then asked under it.
 */
function DependentLookupFilter({
  filter,
  values,
  onChange,
}: {
  filter: FilterDefinition & { lookup: CallName };
  values: Values;
  onChange: (value: unknown) => void;
}) {
  const parent = filter.dependsOn ? values[filter.dependsOn.filter] : undefined;
  if (!filter.dependsOn || isEmpty(parent)) {
    return <SelectFilter filter={filter} choices={[]} value="" onChange={onChange} disabled />;
  }
  return (
    <LookupFilter
      filter={filter}
      params={{ ...filter.lookupParams, [filter.dependsOn.param]: String(parent) }}
      value={values[filter.source]}
      onChange={onChange}
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
  const { values, change } = useFilterValues(filters);
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
              value={isEmpty(value) ? '' : String(value)}
              onChange={(text) => change(filter.source, text, true)}
            />
          );
        }
        const onChange = (chosen: unknown) => change(filter.source, chosen, false);
        const { lookup } = filter;
        if (filter.type === 'lookup' && lookup) {
          return filter.dependsOn ? (
            <DependentLookupFilter
              key={filter.source}
              filter={{ ...filter, lookup }}
              values={values}
              onChange={onChange}
            />
          ) : (
            <LookupFilter
              key={filter.source}
              filter={{ ...filter, lookup }}
              params={filter.lookupParams}
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
