import type { Suggestion } from '../../../shared/domain/mapping';
import { Button, formatPercent } from '../../components';
import { t } from '../../i18n/i18n';

type Candidate = Suggestion['candidates'][number];

/** Rounded down: a calibrated 0.998 is not a promise of 100%. */
export function confidencePct(c: number): string {
  return formatPercent(Math.floor(c * 100 + 1e-9) / 100, 0);
}

/** Where a candidate comes from, in the user's words. */
export function sourceText(c: Candidate): string {
  if (c.source?.kind === 'chain')
    return t('suggestions.source.chain', { branch: c.source.branch, itemNo: c.source.itemNo });
  if (c.source?.kind === 'learnt') return t('suggestions.source.learnt');
  return c.group ?? t('suggestions.source.catalogue');
}

/** One unmapped item and its best candidates; nothing happens until a candidate is accepted. */
export function SuggestionRow({
  suggestion,
  accepted,
  threshold,
  onAccept,
  onReject,
}: {
  suggestion: Suggestion;
  /** The code accepted for this item in this session, if any. */
  accepted: string | undefined;
  threshold: number;
  onAccept: (code: string) => void;
  /** Never offer this code for this name again (in any branch). */
  onReject: (code: string) => void;
}) {
  return (
    <li className="sugg-row" data-testid="suggestion-row" data-item-id={suggestion.itemId}>
      <div className="sugg-row__item">
        <span className="sugg-row__name">{suggestion.itemName}</span>
        <span className="subtle">{t('suggestions.row.itemId', { id: suggestion.itemId })}</span>
      </div>
      <ul className="sugg-cands">
        {suggestion.candidates.map((c) => {
          const isAccepted = accepted === c.code;
          return (
            <li
              key={c.code}
              className={isAccepted ? 'sugg-cand sugg-cand--accepted' : 'sugg-cand'}
              data-testid="suggestion-candidate"
              data-source={c.source?.kind ?? 'catalogue'}
            >
              <span
                className={c.confidence >= threshold ? 'sugg-conf sugg-conf--high' : 'sugg-conf'}
                title={t('suggestions.row.confidence', { percent: confidencePct(c.confidence) })}
              >
                {confidencePct(c.confidence)}
              </span>
              <span className="mono sugg-cand__code">{c.code}</span>
              <span className="sugg-cand__name" title={`${c.name} (${sourceText(c)})`}>
                <span className="truncate">{c.name}</span>
                <span className="truncate subtle sugg-cand__source">{sourceText(c)}</span>
              </span>
              <Button
                size="sm"
                variant={isAccepted ? 'ghost' : 'secondary'}
                icon={isAccepted ? 'check' : undefined}
                disabled={isAccepted}
                onClick={() => onAccept(c.code)}
                data-testid="suggestion-accept"
              >
                {isAccepted ? t('suggestions.row.accepted') : t('suggestions.row.accept')}
              </Button>
              {isAccepted ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onReject(c.code)}
                  title={t('suggestions.row.rejectHint', { code: c.code, name: suggestion.itemName })}
                  data-testid="suggestion-reject"
                >
                  {t('suggestions.row.reject')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
