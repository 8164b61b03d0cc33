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
  .remove {
    margin: 0 0 0.4rem;
  }
  .layout > .error {
    grid-column: 1 / -1;
  }
  @media (max-width: 50rem) {
    .layout {
      grid-template-columns: 1fr;
    }
  }
`;
