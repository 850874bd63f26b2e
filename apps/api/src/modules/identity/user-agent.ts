/**
 * An approximate device and browser from a User-Agent header, for the list of signed-in devices
 * (issue 23). Good enough to recognise one's own phone or laptop; never used for decisions.
 */
export type DeviceDescription = {
  browser: string;
  os: string;
  kind: 'phone' | 'tablet' | 'computer' | 'other';
};

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string): DeviceDescription {
  const ua = userAgent.slice(0, 512);
  const browserMatch = BROWSERS.find(([pattern]) => pattern.test(ua));
  const version = browserMatch ? ua.match(browserMatch[0])?.[1] : undefined;
  const browser = browserMatch ? `${browserMatch[1]}${version ? ` ${version}` : ''}` : 'Unknown browser';
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown system';
  const kind =
    /\biPad\b|\bTablet\b/.test(ua) || (os === 'Android' && !/\bMobile\b/.test(ua))
      ? 'tablet'
      : /\bMobile\b|\biPhone\b/.test(ua)
        ? 'phone'
        : ['Windows', 'macOS', 'Linux', 'ChromeOS'].includes(os)
          ? 'computer'
          : 'other';
  return { browser, os, kind };
}
