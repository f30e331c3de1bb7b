import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';

/** What a section needs to know of its query: loading, failed (with a retry), or there. */
export interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Off screen but read by screen readers, as VisuallyHidden, for a block such as a table. */
const HIDDEN = {
  position: 'absolute',
  // In px: sx reads a bare 1 as 100%, which would widen the page.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface StatsSectionProps {
  title: string;
  /** What the figures cover ('Claims created in the last 30 days'). */
  subtitle?: string;
  query: SectionQuery;
  /** Figures worth reading at a glance, above the chart. */
  figures?: () => ReactNode;
  /** The picture; hidden from screen readers, who get the table instead. */
  chart?: () => ReactNode;
  /** Every number as a table: the chart's, always there for screen readers and on screen at the toggle. */
  table?: () => ReactNode;
  /** Content other than a table (a list), shown as it is. */
  children?: ReactNode;
  chartHeight?: number;
}

/**
 * One titled section of the statistics page. A chart is a picture of its table, so the table is always in
 * the page for screen readers and a 'Show as table' toggle puts it on screen instead of the chart.
 */
export function StatsSection({
  title,
  subtitle,
  query,
  figures,
  chart,
  table,
  children,
  chartHeight = 300,
}: StatsSectionProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const showTable = asTable || chart === undefined;
  return (
    <Card component="section" variant="outlined" aria-labelledby={id}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id={id} variant="h6" component="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {chart && query.isPending === false && !query.isError && (
            <Button
              size="small"
              variant={asTable ? 'contained' : 'outlined'}
              startIcon={<TableChartOutlinedIcon />}
              aria-pressed={asTable}
              onClick={() => setAsTable((on) => !on)}
            >
              Show as table
            </Button>
          )}
        </Stack>
        {query.isPending && (
          <Skeleton
            variant="rounded"
            height={chart ? chartHeight : 160}
            role="progressbar"
            aria-busy="true"
            aria-label={`Loading ${title.toLowerCase()}`}
          />
        )}
        {query.isError && <QueryErrorAlert query={query} />}
        {!query.isPending && !query.isError && (
          <>
            {figures?.()}
            {chart && !asTable && (
              <Box aria-hidden sx={{ height: chartHeight, minWidth: 0 }} data-testid="chart">
                {chart()}
              </Box>
            )}
            {table &&
              (showTable ? (
                // Focusable, so keyboard users can scroll a wide table sideways on a phone.
                <Box role="region" aria-label={`${title}, table`} tabIndex={0} sx={{ overflowX: 'auto' }}>
                  {table()}
                </Box>
              ) : (
                <Box sx={HIDDEN}>{table()}</Box>
              ))}
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
}
