import { css } from 'lit';

/** An edict's letter in an inked disc, as on the board's edict cards and the setup's (components/carto-setup.styles.ts). */
export const edictLetterDisc = css`
  display: grid;
  place-items: center;
  inline-size: 1.7rem;
  block-size: 1.7rem;
  border-radius: 50%;
  background: var(--_ink);
  color: var(--_paper);
  font-family: var(--_title-font);
  font-weight: 700;
`;

/** The edicts in play as small cards (components/table/board.ts), in `<carto-game>`'s shadow root. */
export const edictCardStyles = css`
  /* An edict as a small card: its letter in a disc, its name over what it counts and its seasons, the projected stars at the side. */
  button.edict {
    background: var(--_paper);
    background-image: var(--_grain);
    color: var(--_ink);
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.5rem;
    min-inline-size: 14rem;
    padding: 0.35rem 0.6rem;
    text-align: start;
    border-radius: calc(var(--_radius) * 2);
  }
  .edict-letter {
    ${edictLetterDisc}
  }
  .edict-body {
    display: grid;
    gap: 0.15rem;
    min-inline-size: 0;
  }
  .edict-name {
    font-family: var(--_title-font);
    font-weight: 700;
  }
  .edict-meta {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    font-size: 0.8rem;
    font-weight: 400;
  }
  .edict-meta .swatch {
    --_swatch-size: 1.1rem;
  }
  .swatch.spaces {
    background: var(--_paper);
    color: var(--_ink);
  }
  .swatch.spaces svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
  .edict-stars {
    font-size: 1.1rem;
    white-space: nowrap;
  }
`;
