import { css } from 'lit';

/** Form layout shared by every editor element (fields, fieldsets, buttons), themed by the tokens. */
export const formStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    margin: 0.4rem 0;
    padding: 0.4rem 0.6rem;
  }
  legend {
    font-weight: 600;
  }
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: 0.15rem;
    margin: 0.2rem 0.6rem 0.2rem 0;
    vertical-align: top;
  }
  .field.number input {
    width: 5rem;
  }
  .check {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    margin-right: 0.6rem;
  }
  .choices {
    display: inline-block;
  }
  textarea {
    min-width: 18rem;
    min-height: 3.5rem;
    font: inherit;
  }
  input,
  select,
  textarea,
  button {
    font: inherit;
  }
  button {
    cursor: pointer;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.3rem;
  }
  .error {
    color: var(--_village);
  }
  @media (forced-colors: active) {
    fieldset {
      border-color: CanvasText;
    }
  }
`;
