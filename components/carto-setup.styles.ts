import { css } from 'lit';

export const cartoSetupStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  form {
    display: grid;
    gap: 0.75rem;
    max-width: 36rem;
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    background: var(--_paper);
  }
  legend {
    font-weight: 700;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 2.75rem;
  }
  input[type='text'],
  select {
    font: inherit;
    padding: 0.3rem 0.4rem;
    border: 1px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_empty);
    color: var(--_ink);
    min-height: 2.25rem;
  }
  .names {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: 0.5rem;
    width: 100%;
  }
  .seat {
    display: grid;
    gap: 0.25rem;
    align-content: start;
  }
  .names label {
    display: grid;
    gap: 0.15rem;
    min-height: 0;
    font-size: 0.85rem;
  }
  .edicts {
    display: grid;
    /* minmax(0, ...): a select is as wide as its longest card name, which overflowed a phone's width. */
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.35rem 0.5rem;
    width: 100%;
    align-items: center;
  }
  .edicts label {
    white-space: nowrap;
  }
  .edicts select {
    min-width: 0;
    width: 100%;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 2.75rem;
    padding: 0.4rem 1rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_ink);
    color: var(--_paper);
    cursor: pointer;
    justify-self: start;
  }
  button.secondary {
    background: var(--_paper);
    color: var(--_ink);
    font-weight: 400;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .hint {
    font-size: 0.85rem;
    margin: 0;
    width: 100%;
  }
  /* A chosen card's text sits under its select, across both columns of the grid. */
  .card-text {
    grid-column: 2;
    margin: 0 0 0.35rem;
    font-size: 0.85rem;
    font-style: italic;
  }
  /* The refusal: a bordered sentence in ink, not colour alone, so every theme shows it. */
  .problem {
    width: 100%;
    margin: 0;
    padding: 0.4rem 0.6rem;
    border: 2px solid var(--_village);
    border-left-width: 0.4rem;
    border-radius: var(--_radius);
    background: var(--_empty);
    font-weight: 700;
  }
  select[aria-invalid='true'] {
    border: 2px solid var(--_village);
  }
  .offer {
    width: 100%;
    font-size: 0.85rem;
  }
  .offer summary {
    cursor: pointer;
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
  .offer summary:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .offer h3 {
    font-size: 0.9rem;
    margin: 0.5rem 0 0.25rem;
  }
  .offer dl {
    margin: 0;
  }
  .offer dt {
    font-weight: 700;
  }
  .offer dd {
    margin: 0 0 0.35rem 1rem;
  }
`;
