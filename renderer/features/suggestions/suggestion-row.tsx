import type { Suggestion } from '../../../shared/domain/mapping';
import { Button } from '../../components';

export function confidencePct(c: number): string {
  return `${Math.round(c * 100)}%`;
}

/** One unmapped item and its best candidates; nothing happens until a candidate is accepted. */
export function SuggestionRow({
  suggestion,
  accepted,
  threshold,
  onAccept,
}: {
  suggestion: Suggestion;
  /** The code accepted for this item in this session, if any. */
  accepted: string | undefined;
  threshold: number;
  onAccept: (code: string) => void;
}) {
  return (
    <li className="sugg-row" data-testid="suggestion-row" data-item-id={suggestion.itemId}>
      <div className="sugg-row__item">
        <span className="sugg-row__name">{suggestion.itemName}</span>
        <span className="subtle">ItemId {suggestion.itemId}</span>
      </div>
      <ul className="sugg-cands">
        {suggestion.candidates.map((c) => {
          const isAccepted = accepted === c.code;
          return (
            <li key={c.code} className={isAccepted ? 'sugg-cand sugg-cand--accepted' : 'sugg-cand'}>
              <span
                className={c.confidence >= threshold ? 'sugg-conf sugg-conf--high' : 'sugg-conf'}
                title="How closely the names match"
              >
                {confidencePct(c.confidence)}
              </span>
              <span className="mono sugg-cand__code">{c.code}</span>
              <span className="truncate sugg-cand__name" title={c.name}>
                {c.name}
                {c.group ? <span className="subtle"> · {c.group}</span> : null}
              </span>
              <Button
                size="sm"
                variant={isAccepted ? 'ghost' : 'secondary'}
                icon={isAccepted ? 'check' : undefined}
                disabled={isAccepted}
                onClick={() => onAccept(c.code)}
                data-testid="suggestion-accept"
              >
                {isAccepted ? 'Accepted' : 'Accept'}
              </Button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
