import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Detail {
  term: string;
  /** null, undefined and '' show as 'Not provided'. */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Terms and their values as a description list: label above value, so it reads the same on a phone. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {details.map(({ term, value }) => (
        <div key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {isEmpty(value) ? (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                Not provided
              </Box>
            ) : (
              value
            )}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
