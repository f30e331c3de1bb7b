/** The browser name and version sent with feedback (spec section 3). */
export interface BrowserData {
  name: string;
  version: string;
}

interface UserAgentBrand {
  brand: string;
  version: string;
}

interface NavigatorWithUserAgentData {
  userAgentData?: { brands?: readonly UserAgentBrand[] };
}

// Chromium lists made-up brands such as 'Not A;Brand' and the engine 'Chromium' beside the product.
const isRealBrand = (brand: string) => !/not.?a.?brand/i.test(brand);

const UA_PATTERNS: readonly [string, RegExp][] = [
  ['Edge', /Edg\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

export function browserData(nav: Navigator = navigator): BrowserData {
  const brands = (nav as Navigator & NavigatorWithUserAgentData).userAgentData?.brands ?? [];
  const real = brands.filter((b) => isRealBrand(b.brand));
  const product = real.find((b) => b.brand !== 'Chromium') ?? real[0];
  if (product) return { name: product.brand, version: product.version };
  for (const [name, pattern] of UA_PATTERNS) {
    const match = pattern.exec(nav.userAgent);
    if (match?.[1]) return { name, version: match[1] };
  }
  return { name: 'Unknown', version: 'Unknown' };
}
