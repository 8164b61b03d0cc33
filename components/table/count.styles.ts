import { css } from 'lit';

/** A season's scoring counted out on the summary (components/table/screens.ts), in `<carto-game>`'s shadow root. */
export const countStyles = css`
  /* The steps as a row of small cards: the current one inked and underlined, the done ones faded. */
  .count {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  .count-steps {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .count-steps li {
    padding: 0.25rem 0.6rem;
    border: 1px solid var(--_grid-line);
    border-radius: calc(var(--_radius) * 2);
    background: var(--_empty);
    font-size: 0.9rem;
  }
  .count-steps li.done {
    opacity: 0.7;
  }
  .count-steps li.now {
    border: 2px solid var(--_ink);
    box-shadow: inset 0 -4px 0 var(--_highlight);
    font-weight: 700;
  }
  .tally {
    font-size: 1.05rem;
    font-variant-numeric: tabular-nums;
  }
  @media (forced-colors: active) {
    .count-steps li.now {
      outline: 3px solid Highlight;
    }
  }
`;
