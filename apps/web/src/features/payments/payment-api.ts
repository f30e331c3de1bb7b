/** The driver's payment calls: the link's token is the key, never the claim's id alone. */
export const paymentPath = (token: string, then = '') => `/api/driver/payment/${encodeURIComponent(token)}${then}`;
export const checkoutPath = (token: string, checkoutId: string, then = '') =>
  paymentPath(token, `/checkouts/${encodeURIComponent(checkoutId)}${then}`);
export const statusPage = (token: string, checkoutId: string) =>
  `/payment-status?checkout=${encodeURIComponent(checkoutId)}&token=${encodeURIComponent(token)}`;
