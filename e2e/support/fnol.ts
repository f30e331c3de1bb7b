import { type APIRequestContext, expect } from '@playwright/test';
import { dayAhead } from './days.ts';

/**
 * A driver's report through the demo insurer's FNOL link (fnolCode NORTHWIND: the claim is the demo
 * client's), on the retail track. Each journey passes a plate of its own, so side-by-side runs never meet.
 */
export async function reportClaim(request: APIRequestContext, plate: string): Promise<string> {
  const answer = await request.post('/api/claims/fnol', {
    data: {
      fnolCode: 'NORTHWIND',
      type: 'repair',
      registration: plate,
      customerName: 'Robin Driver',
      customerEmail: 'robin.driver@example.com',
      incidentDate: dayAhead(-2),
      damageDescription: 'Rear bumper cracked in a car park.',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const id = ((await answer.json()) as { id: string }).id;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}
