import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { useLocation } from 'react-router';
import { CLAIM_SEARCH_ID } from '../../shell/use-search-shortcut.ts';
import { TextFilterField } from './text-filter-field.tsx';

interface ClaimSearchFieldProps {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  validate: (value: string) => string | null | Promise<string | null>;
  onFocus: () => void;
}

/**
 * The list's one search box (issue 44): whatever the caller read out, found as the handler types. It is
 * outside the folded filters on a phone, and `/` reaches it from any signed-in page (use-search-shortcut),
 * which arrives here asking for the focus.
 */
export function ClaimSearchField({ value, onCommit, validate, onFocus }: ClaimSearchFieldProps) {
  const location = useLocation();
  const focusAsked = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  return (
    <TextFilterField
      id={CLAIM_SEARCH_ID}
      type="search"
      label="Search claims"
      placeholder="Reference, plate, name, email, phone, postcode or policy number"
      fullWidth
      autoFocus={focusAsked}
      value={value}
      onCommit={onCommit}
      validate={validate}
      onFocus={onFocus}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { spellCheck: false, autoComplete: 'off', 'aria-keyshortcuts': '/' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
