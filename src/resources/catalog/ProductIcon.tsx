import AppsIcon from '@mui/icons-material/Apps';
import { Avatar } from '@mui/material';
import { useEffect, useState } from 'react';

/** Spec §9: an icon that has not loaded within this time gives way to a neutral one. */
export const iconTimeoutMs = 1500;

export const publisherSlug = (publisher: string) =>
  publisher
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A product's icon (its own, else its publisher's), or a neutral icon when it fails or is late. */
export function ProductIcon({
  iconUrl,
  publisher,
  size = 48,
}: {
  iconUrl: string | null;
  publisher: string;
  size?: number;
}) {
  const src = iconUrl ?? `/icons/${publisherSlug(publisher)}.svg`;
  // What became of which address: an icon from the browser's cache can load before the effect below runs, so the
  // effect never resets the state (it did, and a loaded icon then gave way to the neutral one after 1.5 s).
  const [outcome, setOutcome] = useState<{ src: string; state: 'loaded' | 'failed' } | null>(null);
  const state = outcome?.src === src ? outcome.state : 'loading';
  useEffect(() => {
    const timer = setTimeout(
      () => setOutcome((current) => (current?.src === src ? current : { src, state: 'failed' })),
      iconTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [src]);
  if (state === 'failed') {
    return (
      <Avatar variant="rounded" sx={{ width: size, height: size }} data-testid="neutral-icon" aria-label={publisher}>
        <AppsIcon />
      </Avatar>
    );
  }
  return (
    <img
      src={src}
      alt={publisher}
      width={size}
      height={size}
      style={{ visibility: state === 'loaded' ? 'visible' : 'hidden', objectFit: 'contain' }}
      onLoad={() => setOutcome({ src, state: 'loaded' })}
      onError={() => setOutcome({ src, state: 'failed' })}
    />
  );
}
