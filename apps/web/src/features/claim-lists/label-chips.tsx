import { Box, Stack } from '@mui/material';
import { LabelChip } from '../labels/label-chip.tsx';
import { coloursByName, useLabels } from '../labels/labels-api.ts';

/** A small square of a label's colour beside its name in a picker; decoration only, the name says it. */
export function LabelSwatch({ colour }: { colour: string | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 12,
        height: 12,
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: colour ?? 'transparent',
      }}
    />
  );
}

function ColouredLabelChips({ labels }: { labels: readonly string[] }) {
  const colours = coloursByName(useLabels().data);
  return (
    <Stack
      component="ul"
      aria-label="Labels"
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {labels.map((name) => (
        <Box component="li" key={name} sx={{ maxWidth: '100%' }}>
          <LabelChip name={name} colour={colours.get(name.toLowerCase())} size="small" />
        </Box>
      ))}
    </Stack>
  );
}

/** A claim's labels as chips in their colours from GET /api/labels. */
export function LabelChips({ labels }: { labels: readonly string[] }) {
  // Most claims carry none: no need to ask for the labels' colours then.
  return labels.length === 0 ? null : <ColouredLabelChips labels={labels} />;
}
