import { ORGANISATION_TYPE_LABELS, ORGANISATION_TYPES, type OrganisationType } from '@fixline/domain';
import { TextField } from '@mui/material';

/** A filter over organisation types, native so a phone shows its own picker; '' is every type. */
export function OrganisationTypeFilter({
  value,
  onChange,
  types = ORGANISATION_TYPES,
}: {
  value: OrganisationType | '';
  onChange: (type: OrganisationType | '') => void;
  types?: readonly OrganisationType[];
}) {
  return (
    <TextField
      select
      label="Type"
      value={value}
      onChange={(event) => onChange(event.target.value as OrganisationType | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">All types</option>
      {types.map((type) => (
        <option key={type} value={type}>
          {ORGANISATION_TYPE_LABELS[type]}
        </option>
      ))}
    </TextField>
  );
}
