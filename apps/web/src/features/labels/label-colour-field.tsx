import CheckIcon from '@mui/icons-material/Check';
import { Box, FormControl, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { isHexColour, labelTextColour } from './label-colour.ts';
import type { LabelFormOutput, LabelFormValues } from './label-form-values.ts';
import { LABEL_PALETTE } from './label-palette.ts';

type Form = UseFormReturn<LabelFormValues, unknown, LabelFormOutput>;

const SWATCH = 32;

function Swatch({ hex, checked }: { hex: string; checked: boolean }) {
  const text = labelTextColour(hex)?.text ?? '#000000';
  return (
    <Box
      component="span"
      sx={{
        width: SWATCH,
        height: SWATCH,
        borderRadius: '50%',
        bgcolor: hex,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        // A ring that shows on any background, so the chosen one stands out by shape, not by colour alone.
        boxShadow: checked
          ? (theme) => `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}`
          : 'none',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {checked && <CheckIcon sx={{ color: text, fontSize: 20 }} aria-hidden />}
    </Box>
  );
}

/**
 * The label's colour three ways, all keyboard usable: a radio group of presets (Tab in, arrows to move),
 * the hex code as text, and the browser's own colour picker for anything else. They share one value.
 */
export function LabelColourField({ form }: { form: Form }) {
  const colour = useWatch({ control: form.control, name: 'colour' });
  const upper = colour.trim().toUpperCase();
  const preset = LABEL_PALETTE.some((p) => p.hex === upper) ? upper : '';
  const choose = (hex: string) =>
    form.setValue('colour', hex.toUpperCase(), { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          form={form}
          name="colour"
          label="Colour"
          autoComplete="off"
          placeholder="#1E88E5"
          slotProps={{ htmlInput: { spellCheck: false } }}
          sx={{ maxWidth: 240 }}
        />
        <Box
          component="input"
          type="color"
          aria-label="Pick a custom colour"
          value={isHexColour(colour) ? upper.toLowerCase() : '#000000'}
          onChange={(event) => choose((event.target as HTMLInputElement).value)}
          sx={{
            width: 56,
            height: 56,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
            flexShrink: 0,
          }}
        />
      </Stack>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Preset colours
        </FormLabel>
        <RadioGroup row name="preset-colour" value={preset} onChange={(_, value) => choose(value)}>
          {LABEL_PALETTE.map(({ name, hex }) => (
            <Radio
              key={hex}
              value={hex}
              icon={<Swatch hex={hex} checked={false} />}
              checkedIcon={<Swatch hex={hex} checked />}
              slotProps={{ input: { 'aria-label': `${name} ${hex}` } }}
              sx={{ p: '6px', '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
