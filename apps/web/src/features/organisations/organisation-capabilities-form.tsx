import {
  type Capability,
  capabilitiesFor,
  errorText,
  ORGANISATION_MESSAGES,
  type TOrganisation,
} from '@fixline/domain';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../shell/toasts.ts';
import { CapabilitiesField } from './capabilities-field.tsx';
import { organisationsKey, setCapabilities } from './organisations-api.ts';

/** The capabilities of the organisation's type, as checkboxes, saved together. */
export function OrganisationCapabilitiesForm({ organisation }: { organisation: TOrganisation }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Capability[]>(organisation.capabilities);
  const save = useMutation({
    mutationFn: () => setCapabilities(organisation.id, { capabilities: chosen }),
    onSuccess: async (saved) => {
      setChosen(saved.capabilities);
      await queryClient.invalidateQueries({ queryKey: organisationsKey });
      showToast(ORGANISATION_MESSAGES.saved, { variant: 'success' });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  return (
    <Stack spacing={1}>
      <CapabilitiesField
        options={capabilitiesFor(organisation.type)}
        value={chosen}
        onChange={setChosen}
        legendHidden
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => save.mutate()} disabled={save.isPending}>
          Save capabilities
        </Button>
      </Stack>
    </Stack>
  );
}
