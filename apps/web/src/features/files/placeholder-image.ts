/**
 * Spec 8: what a photo that could not be downloaded shows instead. Drawn here, so it needs no request
 * (the failure may be the network's); a grey frame with a broken-picture sign, in the theme's greys.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#eceff1"/>
<g fill="none" stroke="#78909c" stroke-width="8" stroke-linejoin="round">
<path d="M110 80h100v80H110z"/><path d="M118 150l28-32 22 22 14-14 20 24"/>
<path d="M100 170L220 70"/></g></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
