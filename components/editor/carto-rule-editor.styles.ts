import { css } from 'lit';

export const cartoRuleEditorStyles = css`
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(12rem, 2fr);
    gap: 0.8rem;
    align-items: start;
  }
  .json-field {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
  }
  .json-field textarea {
    min-height: 18rem;
    font-family: ui-monospace, monospace;
    font-size: 0.85em;
  }
  .node {
    background: var(--_paper);
  }
  .node .node {
    background: var(--_empty);
  }
  .pattern {
    font-family: ui-monospace, monospace;
    min-width: 6rem;
  }
  /* The plain-word choices can be long ("connected through a group of touching spaces"): they wrap in
     the select's width, never widen the form past a phone's screen. */
  .node {
    min-inline-size: 0; /* a fieldset is as wide as its widest content otherwise */
  }
  .node .field {
    max-width: 100%;
  }
  .node select {
    max-width: 100%;
  }
  .remove {
    margin: 0 0 0.4rem;
  }
  .layout > .error {
    grid-column: 1 / -1;
  }
  @media (max-width: 50rem) {
    .layout {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
