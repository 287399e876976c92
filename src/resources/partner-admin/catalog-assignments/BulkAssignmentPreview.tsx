import { Alert, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BulkAssignmentRefusal, BulkAssignmentResult } from '../../../../common/api';
import { formatCount, formatDay } from '../../../../common/format';

const key = (name: string) => `resources.partner-admin/catalog-assignments.${name}`;

/**
 * What a bulk assignment does, from its preview: how many companies get the catalog, which of them end which catalog
 * on which day, and which cannot, each refusal worded in the reader's language from its code.
 */
export function BulkAssignmentPreview({
  preview,
  showMatched,
}: {
  preview: BulkAssignmentResult;
  /** Say how many companies the search or the list named (the picker's own count says it otherwise). */
  showMatched: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const describeRefusal = useDescribeRefusal();
  const count = (value: number) => ({ smart_count: value, count: formatCount(value, locale) });
  // The endings grouped by the catalog they end and the day: "3 of them end Standard on 30 Nov 2026".
  const endings = new Map<string, BulkAssignmentResult['changes']>();
  for (const change of preview.changes.filter((each) => each.outcome === 'end_and_assign')) {
    const group = `${change.endedCatalogName}\u0000${change.endedOn}`;
    const same = endings.get(group) ?? [];
    same.push(change);
    endings.set(group, same);
  }
  return (
    <Alert severity={preview.refused.length > 0 ? 'warning' : 'info'} sx={{ mx: 3, maxHeight: 240, overflow: 'auto' }}>
      {showMatched && (
        <Typography variant="body2">{translate(key('preview_matched'), count(preview.matched))}</Typography>
      )}
      <Typography variant="body2">
        {preview.changes.length === 0
          ? translate(key('preview_none'))
          : translate(key('preview_assign'), count(preview.changes.length))}
      </Typography>
      {[...endings.values()].map((group) => (
        <Typography variant="body2" key={`${group[0]!.endedCatalogName}${group[0]!.endedOn}`}>
          {translate(key('preview_ending'), {
            ...count(group.length),
            catalog: group[0]!.endedCatalogName,
            date: formatDay(group[0]!.endedOn!, locale),
          })}
        </Typography>
      ))}
      {preview.refused.length > 0 && (
        <>
          <Typography variant="body2">{translate(key('preview_refused'), count(preview.refused.length))}</Typography>
          <ul>
            {preview.refused.map((refusal, index) => (
              <li key={`${refusal.companyId ?? refusal.companyName}-${index}`}>{describeRefusal(refusal)}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}

/** A refused company in the reader's language: its name, then why, with the dates as the portal writes them. */
export function useDescribeRefusal() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (refusal: BulkAssignmentRefusal) => {
    const { code, params, companyName } = refusal;
    if (code === 'company_not_found')
      return params.name
        ? translate(key('refusal.name_not_found'), { name: params.name })
        : translate(key('refusal.company_not_found'), { company: companyName });
    const words = {
      catalog: params.catalogName ?? '',
      from: params.validFrom ? formatDay(params.validFrom, locale) : '',
      to: params.validTo ? formatDay(params.validTo, locale) : '',
    };
    // "Contoso: already has…", "Contoso : a déjà…": the company, then why, as its language writes a colon.
    const named = (reason: string) => translate(key('refusal.named'), { company: companyName, reason });
    if (code === 'overlap')
      return named(translate(key(params.validTo ? 'refusal.overlap' : 'refusal.overlap_open'), words));
    if (code === 'cannot_end_current') return named(translate(key('refusal.cannot_end_current'), words));
    return named(refusal.reason);
  };
}
