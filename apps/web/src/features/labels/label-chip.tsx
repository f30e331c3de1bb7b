import LabelIcon from '@mui/icons-material/Label';
import { Chip, type ChipProps } from '@mui/material';
import { labelTextColour } from './label-colour.ts';

interface LabelChipProps {
  name: string;
  /** The label's '#RRGGBB'; without one (a name no label entity has) it is the default grey chip. */
  colour?: string | null;
  size?: ChipProps['size'];
}

/** A label as people recognise it everywhere: its name on its colour, in black or white, whichever reads. */
export function LabelChip({ name, colour, size = 'medium' }: LabelChipProps) {
  const text = colour ? labelTextColour(colour) : null;
  if (!colour || !text) return <Chip label={name} size={size} icon={<LabelIcon aria-hidden />} />;
  return (
    <Chip
      label={name}
      size={size}
      icon={<LabelIcon aria-hidden />}
      data-colour={colour}
      sx={{ bgcolor: colour, color: text.text, '& .MuiChip-icon': { color: text.text } }}
    />
  );
}
