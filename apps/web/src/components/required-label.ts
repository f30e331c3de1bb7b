/** Spec section 5: required form fields are labelled '(required)'. */
export function requiredLabel(label: string): string {
  return `${label} (required)`;
}
