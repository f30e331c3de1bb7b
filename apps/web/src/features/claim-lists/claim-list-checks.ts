import { shortSearchProblem, ZClaimListQuery, z } from '@fixline/domain';

/** The first message the domain's own schema gives for a value, so the page and the API agree. */
const messageOf = (schema: z.ZodType) => (value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/**
 * The text filters' checks. They bring zod with the domain's schemas, so they load apart from the list
 * (claim-list-filters.tsx), which draws without them.
 */
export const LIST_FILTER_CHECKS = {
  // Too short to look inside the fields: held back with a word, rather than sent to find nothing.
  search: (value: string) => messageOf(ZClaimListQuery.shape.search)(value) ?? shortSearchProblem(value),
  plateNumber: messageOf(ZClaimListQuery.shape.plateNumber),
  phoneNumber: messageOf(ZClaimListQuery.shape.phoneNumber),
  // The API matches the whole address, so half of one would only ever find nothing.
  email: messageOf(z.email()),
};
