import { AUTHORISATION_DEADLINE_TEXT, CLAIM_LIST_STATUS_LABELS, CLAIM_LIST_STATUSES } from '@fixline/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Autocomplete, Box, Button, Collapse, Stack, TextField, type TextFieldProps } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { loadOnce } from '../../components/load-once.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { coloursByName, useLabels } from '../labels/labels-api.ts';
import {
  activeFilterCount,
  joinLabels,
  LAST_DAYS_CHOICES,
  type ListSearch,
  listSortOrder,
  splitLabels,
} from './claim-list-search.ts';
import { ClaimSearchField } from './claim-search-field.tsx';
import { LabelSwatch } from './label-chips.tsx';
import { TextFilterField } from './text-filter-field.tsx';

type ListFilterChecks = typeof import('./claim-list-checks.ts')['LIST_FILTER_CHECKS'];

/** The checks load when a checked field is first focused, well before its first value is committed. */
const listFilterChecks = loadOnce(() => import('./claim-list-checks.ts').then((module) => module.LIST_FILTER_CHECKS));
const preloadChecks = () => void listFilterChecks.load().catch(() => undefined);
/** At once when the checks are there, as they are after a focus; else once they have loaded. */
const check =
  (field: keyof ListFilterChecks) =>
  (value: string): string | null | Promise<string | null> => {
    const checks = listFilterChecks.loaded();
    return checks ? checks[field](value) : listFilterChecks.load().then((loaded) => loaded[field](value));
  };

interface FiltersProps {
  search: ListSearch;
  onChange: (changes: ListSearch) => void;
  onClear: () => void;
}

/** A native select: the phone's own picker and a real label (as FormSelectField, without a form). */
function SelectFilter({
  label,
  size,
  value,
  onChange,
  children,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...props}
    >
      {children}
    </TextField>
  );
}

function LabelFilter({
  label,
  size,
  value,
  onChange,
  excluded,
}: {
  label: string;
  size: 'small' | 'medium';
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Names chosen in the other label filter: a label cannot be both wanted and unwanted. */
  excluded: readonly string[];
}) {
  const labels = useLabels();
  const chosen = splitLabels(value);
  const colours = coloursByName(labels.data);
  // A shared link may name a label this list does not have (any more); it stays visible and removable.
  const options = [...new Set([...(labels.data ?? []).map((l) => l.name), ...chosen])].filter(
    (name) => !excluded.includes(name),
  );
  return (
    <Autocomplete
      multiple
      size={size}
      options={options}
      value={chosen}
      onChange={(_event, names) => onChange(joinLabels(names))}
      loading={labels.isPending}
      noOptionsText={labels.isError ? 'Labels could not be loaded' : 'No labels'}
      renderOption={({ key, ...props }, name) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <LabelSwatch colour={colours.get(name.toLowerCase())} />
          {name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={chosen.length === 0 ? 'Any' : undefined}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
      slotProps={{
        chip: { size: 'small' },
      }}
    />
  );
}

const dayChoiceLabel = (days: number) => (days === 365 ? 'Last year' : `Last ${days} days`);

/**
 * The list's filters, each bound to the address: selects change it at once, text filters when typing
 * pauses. On a phone they fold away behind one button that says how many are set.
 */
export function ClaimListFilters({ search, onChange, onClear }: FiltersProps) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(search);
  // The search box stays out of the fold on a phone: the button counts what is behind it.
  const folded = active - (search.search ? 1 : 0);
  // Phones get full-height fields: 44px touch targets (docs/ui.md).
  const size = mobile ? 'medium' : 'small';
  const lastDays = search.lastDays;
  const dayChoices: number[] = [...LAST_DAYS_CHOICES];
  // A shared link may carry another window; keep it choosable rather than silently showing 'Any time'.
  if (lastDays && !dayChoices.includes(Number(lastDays)) && /^\d+$/.test(lastDays)) dayChoices.push(Number(lastDays));

  const fields = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <SelectFilter
        size={size}
        label="Status"
        value={search.status ?? ''}
        onChange={(v) => onChange({ status: v || undefined })}
      >
        <option value="">Any status</option>
        {CLAIM_LIST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CLAIM_LIST_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectFilter>
      <TextFilterField
        size={size}
        label="Plate"
        placeholder="Any part, e.g. AB12"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        value={search.plateNumber}
        onCommit={(plateNumber) => onChange({ plateNumber })}
        validate={check('plateNumber')}
        onFocus={preloadChecks}
      />
      <TextFilterField
        size={size}
        label="Customer email"
        type="email"
        placeholder="Whole address"
        slotProps={{ inputLabel: { shrink: true } }}
        value={search.email}
        onCommit={(email) => onChange({ email })}
        validate={check('email')}
        onFocus={preloadChecks}
      />
      <TextFilterField
        size={size}
        label="Customer phone"
        type="tel"
        placeholder="e.g. 07700 900123"
        slotProps={{ inputLabel: { shrink: true } }}
        value={search.phoneNumber}
        onCommit={(phoneNumber) => onChange({ phoneNumber })}
        validate={check('phoneNumber')}
        onFocus={preloadChecks}
      />
      <LabelFilter
        label="With labels"
        size={size}
        value={search.labels}
        onChange={(labels) => onChange({ labels })}
        excluded={splitLabels(search.excludeLabels)}
      />
      <LabelFilter
        label="Without labels"
        size={size}
        value={search.excludeLabels}
        onChange={(excludeLabels) => onChange({ excludeLabels })}
        excluded={splitLabels(search.labels)}
      />
      <SelectFilter
        size={size}
        label="Created"
        value={lastDays ?? ''}
        onChange={(v) => onChange({ lastDays: v || undefined })}
      >
        <option value="">Any time</option>
        {dayChoices.map((days) => (
          <option key={days} value={String(days)}>
            {dayChoiceLabel(days)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        size={size}
        label="Authorisation"
        value={search.overdue === 'true' ? 'true' : ''}
        onChange={(v) => onChange({ overdue: v || undefined })}
      >
        <option value="">Any</option>
        <option value="true">{AUTHORISATION_DEADLINE_TEXT.overdue} only</option>
      </SelectFilter>
      <SelectFilter
        size={size}
        label="Sort"
        value={listSortOrder(search)}
        onChange={(sortOrder) => onChange({ sortOrder })}
      >
        <option value="desc">Newest first</option>
        <option value="asc">Oldest first</option>
      </SelectFilter>
    </Box>
  );

  const searchBox = (
    <ClaimSearchField
      value={search.search}
      onCommit={(text) => onChange({ search: text })}
      validate={check('search')}
      onFocus={preloadChecks}
    />
  );

  const clear = active > 0 && (
    <Button onClick={onClear} sx={{ alignSelf: 'flex-start' }}>
      Clear all filters
    </Button>
  );

  if (!mobile) {
    return (
      <Stack role="search" aria-label="Filter claims" spacing={2}>
        {searchBox}
        {fields}
        {clear}
      </Stack>
    );
  }
  return (
    <Stack role="search" aria-label="Filter claims" spacing={1}>
      {searchBox}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          sx={{ flexGrow: 1 }}
        >
          {folded > 0 ? `Filters (${folded} set)` : 'Filters'}
        </Button>
        {clear}
      </Stack>
      {/* Folded, the fields are not drawn at all: most visits on a phone never open them, and the label
          pickers are the heaviest part of the list's first render there
          (docs/decisions/0037-signed-in-pages-arrive-drawn.md). */}
      <Box id={panelId}>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 1 }}>{fields}</Box>
        </Collapse>
      </Box>
    </Stack>
  );
}
