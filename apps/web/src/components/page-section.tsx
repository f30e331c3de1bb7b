import { Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, type Ref, useId } from 'react';

interface PageSectionProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A titled part of a page (the dashboard's, Repair home's): an h2, an action beside it, and its content. */
export function PageSection({ title, action, children, headingRef }: PageSectionProps) {
  const id = useId();
  return (
    // scrollMarginTop: a section scrolled to stops below the fixed top bar, not under it.
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ scrollMarginTop: 80 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
