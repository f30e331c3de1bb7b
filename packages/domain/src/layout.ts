/** Shell constants of spec section 9, shared by the theme and the tests. */
export const LAYOUT = {
  mobileMaxWidth: 768,
  drawerWidth: 240,
  footerHeight: 56,
  footerZIndex: 5,
  maxToasts: 5,
  toastAutoHideMs: 5000,
  feedbackRows: 5,
  notificationMenuWidth: 500,
} as const;

export const COMPANY_NAME = 'Fixline Ltd';
export const PRODUCT_NAME = 'Fixline';
