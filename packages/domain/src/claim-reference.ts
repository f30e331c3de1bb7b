/** A claim's reference as people read it out on the phone, from its number: 42 → 'FX-000042'. */
export const claimReference = (reference: number) => `FX-${String(reference).padStart(6, '0')}`;
