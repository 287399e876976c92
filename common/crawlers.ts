// Crawlers get a status and a plain body, never the interactive error page (spec §2).
const crawlerPattern =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|preview\b/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && crawlerPattern.test(userAgent));
}
